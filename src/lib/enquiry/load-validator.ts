/**
 * The forms' validator: zod and every country's numbering plan (src/lib/enquiry/phone-plan.ts), about
 * 57 KB of gzip, which no page needs to show itself. A form asks for it when the visitor first moves
 * into it, so that it has arrived by the time they send; sending waits for it if it has not.
 */
import type * as Schema from './schema.js';

let loading: Promise<typeof Schema> | undefined;

/** The validator, loaded once; a failed load is forgotten, so the next call tries again. */
export const loadValidator = () =>
  (loading ??= import('./schema.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** For a form's onFocus: starts the load, and a failed one is simply tried again on send. */
export const warmValidator = () => void loadValidator().catch(() => undefined);

/** The load under way, if a form has started one: the component tests wait for it before their DOM goes away. */
export const validatorLoading = () => loading;
