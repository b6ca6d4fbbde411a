/**
 * What the enquiry dialog keeps of what a visitor typed until the enquiry is sent (issue 23,
 * docs/decisions/relay.md#28: nothing typed is lost), pure: the dialog stores it with
 * `./draft.ts`, the contact form's one place for drafts.
 *
 * The way to reach the visitor (name, phone, e-mail, the chosen method) is theirs whatever the
 * car; the message is the car's own, as its first sentence names the car. A message is kept
 * only once the visitor has changed it: an untouched one is the sentence the dialog puts in
 * anyway (in the page's language).
 */
import { isIdempotencyKey } from '../../../lib/enquiry/idempotency.js';
import { CONTACT_METHODS, DEFAULT_CONTACT_METHOD, type ContactMethod } from '../../../lib/enquiry/contact-methods.js';

export interface DialogFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  preferredContactMethod: ContactMethod;
}

export interface DialogDraft {
  name: string;
  email: string;
  phone: string;
  preferredContactMethod: ContactMethod;
  /** Edited messages by subject (`subjectOf`). */
  messages: Record<string, string>;
  /** When the dialog was first shown with this draft (the time trap counts from there, docs/decisions/relay.md#27). */
  shownAt?: number;
  /** The key of each subject's fill (issue 25), so a resend after a reload is not a second enquiry. */
  keys?: Record<string, string>;
}

/** The session storage key of the dialog's draft (`./draft.ts` adds its prefix). */
export const DIALOG_DRAFT_KEY = 'dialog';

export const EMPTY_DIALOG_DRAFT: DialogDraft = {
  name: '',
  email: '',
  phone: '',
  preferredContactMethod: DEFAULT_CONTACT_METHOD,
  messages: {},
};

/** What an enquiry is about: one car (by id), or none. */
export const subjectOf = (car?: { id: number }): string => (car ? `car:${car.id}` : 'general');

/** The subject of an enquiry about the cars compared: those cars, whatever their order, are one enquiry. */
export const comparedSubject = (cars: readonly { id: number }[]): string =>
  `compared:${cars
    .map((car) => car.id)
    .sort((a, b) => a - b)
    .join(',')}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored draft, whatever state storage left it in (another version of the site, a hand edit): what is usable of it. */
export function readDialogDraft(stored: unknown): DialogDraft {
  if (typeof stored !== 'object' || stored === null) return EMPTY_DIALOG_DRAFT;
  const raw = stored as Record<string, unknown>;
  const method = CONTACT_METHODS.find((option) => option === raw.preferredContactMethod) ?? DEFAULT_CONTACT_METHOD;
  const messages: Record<string, string> = {};
  if (typeof raw.messages === 'object' && raw.messages !== null) {
    for (const [subject, message] of Object.entries(raw.messages)) if (typeof message === 'string') messages[subject] = message;
  }
  const keys: Record<string, string> = {};
  if (typeof raw.keys === 'object' && raw.keys !== null) {
    for (const [subject, key] of Object.entries(raw.keys)) if (isIdempotencyKey(key)) keys[subject] = key;
  }
  return {
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone),
    preferredContactMethod: method,
    messages,
    ...(typeof raw.shownAt === 'number' && Number.isFinite(raw.shownAt) && { shownAt: raw.shownAt }),
    ...(Object.keys(keys).length > 0 && { keys }),
  };
}

/** The fields the dialog opens with for `subject`: the visitor's details, and their message for it or else `sentence`. */
export function dialogFields(draft: DialogDraft, subject: string, sentence: string): DialogFields {
  const kept = draft.messages[subject];
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    preferredContactMethod: draft.preferredContactMethod,
    message: kept !== undefined && kept.trim() !== '' ? kept : sentence,
  };
}

/**
 * The draft after an edit of the dialog about `subject`: the details as they are now, the
 * message kept when it is no longer `sentence` (the one the dialog put in) and has something
 * in it, otherwise forgotten.
 */
export function rememberDialog(
  draft: DialogDraft,
  subject: string,
  fields: DialogFields,
  sentence: string,
  shownAt?: number,
  key?: string,
): DialogDraft {
  const { [subject]: _previous, ...messages } = draft.messages;
  if (fields.message !== sentence && fields.message.trim() !== '') messages[subject] = fields.message;
  const since = [draft.shownAt, shownAt].filter((at): at is number => typeof at === 'number' && at > 0);
  const keys = { ...draft.keys, ...(isIdempotencyKey(key) && { [subject]: key }) };
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    preferredContactMethod: fields.preferredContactMethod,
    messages,
    ...(since.length > 0 && { shownAt: Math.min(...since) }),
    ...(Object.keys(keys).length > 0 && { keys }),
  };
}

/**
 * The draft after the enquiry about `subject` was sent: that message and the details go (the
 * spec resets the dialog after success); messages begun about other cars stay.
 */
export function forgetSent(draft: DialogDraft, subject: string): DialogDraft {
  const { [subject]: _sent, ...messages } = draft.messages;
  const { [subject]: _sentKey, ...keys } = draft.keys ?? {};
  return { ...EMPTY_DIALOG_DRAFT, messages, ...(Object.keys(keys).length > 0 && { keys }) };
}

/** Whether a draft holds nothing the visitor typed (the default method is not typing). */
export function isEmptyDraft(draft: DialogDraft): boolean {
  return (
    draft.name === '' &&
    draft.email === '' &&
    draft.phone === '' &&
    draft.preferredContactMethod === DEFAULT_CONTACT_METHOD &&
    Object.keys(draft.messages).length === 0
  );
}
