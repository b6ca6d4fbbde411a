/**
 * The forms' validator: zod and every country's numbering plan (src/lib/enquiry/phone-plan.ts), about
 * 57 KB of gzip, which no page needs to show itself. A form asks for it when the visitor first moves
 * into it, so that it has arrived by the time they send; sending waits for it if it has not.
 */
export const loadValidator = () => import('./schema.js');

/** For a form's onFocus: starts the load, and a failed one is simply tried again on send. */
export const warmValidator = () => void loadValidator().catch(() => undefined);
