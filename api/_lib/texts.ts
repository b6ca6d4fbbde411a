/**
 * The human `error` of each answer, in the payload's language (Russian when it is not
 * known), taken from the same locale files the forms use.
 */
import ru from '../../locales/ru/enquiry.json' with { type: 'json' };
import en from '../../locales/en/enquiry.json' with { type: 'json' };
import { getCompany } from '../../content/index.js';
import type { RelayErrorCode } from '../../src/lib/enquiry/answer.js';
import { RATE_LIMIT_WINDOW_MINUTES } from '../../src/lib/enquiry/limits.js';
import type { Lang } from '../../shared/lang.js';

const RELAY_TEXTS: Record<Lang, Record<RelayErrorCode, string>> = { ru: ru.relay, en: en.relay };

export function relayText(lang: Lang, code: RelayErrorCode): string {
  return RELAY_TEXTS[lang][code]
    .replace(/\{\{\s*phone\s*\}\}/g, getCompany().phone.display)
    .replace(/\{\{\s*minutes\s*\}\}/g, String(RATE_LIMIT_WINDOW_MINUTES));
}
