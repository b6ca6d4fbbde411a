import { useTranslation } from 'react-i18next';
import { useShell } from '../../components/layout/use-shell.js';
import type { ClientErrorCode, RelayErrorCode } from '../../lib/enquiry/answer.js';
import { callbackPhrase, callbackWhen } from '../../lib/enquiry/callback-time.js';
import { RATE_LIMIT_WINDOW_MINUTES, type ErrorCode } from '../../lib/enquiry/limits.js';
import { errorMessageKeys, errorMessageParams, relayMessageKey, type EnquiryForm } from '../../lib/enquiry/messages.js';

type LooseT = (keys: string | string[], options?: Record<string, unknown>) => string;

/** Localized texts for the error codes of a form, the relay's answers, and when the dealer will call back. */
export function useEnquiryTexts(form: EnquiryForm) {
  const { t } = useTranslation('enquiry');
  const { salesHours, replyWithinHours } = useShell().company;
  const loose = t as unknown as LooseT;
  return {
    fieldError: (field: string, code: ErrorCode | undefined) =>
      code ? loose(errorMessageKeys(form, field, code), errorMessageParams(field)) : undefined,
    /** A failure's sentence, ending with the phone (`{{phone}}`): WithPhone makes the number a link. */
    relayError: (code: RelayErrorCode | ClientErrorCode) => (phone: string) =>
      loose(relayMessageKey(code), { phone, minutes: RATE_LIMIT_WINDOW_MINUTES }),
    /** «в течение 2 часов», «завтра после 9:00» … for an enquiry sent at `at` (docs/decisions/relay.md#callback-time). */
    callback: (at: Date) => callbackPhrase(callbackWhen(at, salesHours, replyWithinHours), loose),
  };
}
