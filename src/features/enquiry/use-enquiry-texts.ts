import { useTranslation } from 'react-i18next';
import type { ClientErrorCode, RelayErrorCode } from '../../lib/enquiry/answer.js';
import type { ErrorCode } from '../../lib/enquiry/limits.js';
import { errorMessageKeys, errorMessageParams, relayMessageKey, type EnquiryForm } from '../../lib/enquiry/messages.js';

type LooseT = (keys: string | string[], options?: Record<string, unknown>) => string;

/** Localized texts for the error codes of a form and the relay's answers. */
export function useEnquiryTexts(form: EnquiryForm) {
  const { t } = useTranslation('enquiry');
  const loose = t as unknown as LooseT;
  return {
    fieldError: (field: string, code: ErrorCode | undefined) =>
      code ? loose(errorMessageKeys(form, field, code), errorMessageParams(field)) : undefined,
    relayError: (code: RelayErrorCode | ClientErrorCode) => (phone: string) => loose(relayMessageKey(code), { phone }),
  };
}
