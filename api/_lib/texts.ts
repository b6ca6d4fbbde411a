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

/** A locale string with its `{{name}}` placeholders filled; one not given is left as it is. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function relayText(lang: Lang, code: RelayErrorCode): string {
  return fill(RELAY_TEXTS[lang][code], { phone: getCompany().phone.display, minutes: RATE_LIMIT_WINDOW_MINUTES });
}
