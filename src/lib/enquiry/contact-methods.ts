/**
 * The ways of contact the dialog offers; phone comes first and is the default (docs/decisions/relay.md#35).
 * Apart from the schema, so that the dialog shows its choice without loading the validator.
 */
export const CONTACT_METHODS = ['phone', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'phone';

/** Whether a dialog payload must carry an e-mail: only when e-mail is the way the visitor chose to be answered. */
export const emailRequired = (method: unknown): boolean => method === 'email';
