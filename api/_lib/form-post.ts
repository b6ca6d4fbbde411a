/**
 * A form posted by the browser itself, before any script of the page ran (docs/decisions/relay.md#before-the-script,
 * DECISIONS 40): the contact form is `method="post"` to the relay, so its fields travel in the body, never
 * in a URL. Usually the page's loader holds such a send until the app is ready; this is the fallback for
 * when even the loader has not run.
 *
 * The fields become the payload the schema checks (the same rules as the app's JSON); the answer is a
 * small page in the visitor's language rather than JSON: sent, with when the dealer will call, or what
 * went wrong and what to correct, the dealer's number as a tel: link, and the way back to the form.
 */
import type { IncomingHttpHeaders } from 'node:http';
import ru from '../../locales/ru/enquiry.json' with { type: 'json' };
import en from '../../locales/en/enquiry.json' with { type: 'json' };
import type { Lang } from '../../shared/lang.js';
import type { RelayAnswer } from '../../src/lib/enquiry/answer.js';
import { callbackKey, type CallbackWhen } from '../../src/lib/enquiry/callback-time.js';
import { errorMessageKeys, errorMessageParams } from '../../src/lib/enquiry/messages.js';
import { telHref } from '../../src/lib/contact-links.js';
import { escapeAttr, escapeHtml } from './message.js';
import { fill } from './texts.js';

/** The answer page's look: the site's type and colours in a few rules, as it is served without the site's CSS. */
const PAGE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1d21;background:#f6f7f9}' +
  'main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}' +
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}a{color:#0b57d0;font-weight:600}li{margin:.25rem 0}';

const TEXTS = { ru, en } as const;

/** The payload of a plain form's fields: the consent box sends "on" when ticked, the car's id comes as text. */
export function formPostPayload(fields: Record<string, string>): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...fields };
  // A ticked box sends its value («on»); an unticked one sends nothing, which the schema refuses.
  if ('consent' in fields) payload.consent = fields.consent === 'on' || fields.consent === 'true';
  if (typeof fields.carId === 'string' && /^\d+$/.test(fields.carId)) payload.carId = Number(fields.carId);
  return payload;
}

/**
 * Whether a plain form post is a person's: a navigation from a page of this site that the visitor started
 * (the browser's own `Sec-Fetch-Site: same-origin` and `Sec-Fetch-User: ?1`, which no page's script can
 * set). Such a post carries no form timing (it needs the script), so it stands in for the time trap; a
 * post without them is held as suspected spam like any request without timing (docs/decisions/relay.md#27).
 */
export function isPersonsFormPost(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-site'] === 'same-origin' && headers['sec-fetch-user'] === '?1';
}

/** Where "back to the form" leads: the page it was sent from (a path of this site only), at the form. */
export function backHref(page: unknown): string {
  const path = typeof page === 'string' && /^\/(?!\/)[^\s?#\\]*$/.test(page) ? page : '/';
  return `${path}#contacts`;
}

// Either language's file: their plural forms differ (Russian one/few/many/other, English one/other).
type Texts = typeof ru | typeof en;

const lookup = (texts: Texts, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      texts,
    );
  return typeof found === 'string' ? found : undefined;
};

/** Escaped text with the dealer's number, where it names `{{phone}}`, as a tel: link. */
function withPhoneLink(text: string, phone: string): string {
  const link = `<a href="${escapeAttr(telHref(phone))}">${escapeHtml(phone)}</a>`;
  return text
    .split(/\{\{\s*phone\s*\}\}/)
    .map((piece) => escapeHtml(piece))
    .join(link);
}

/** «в течение 2 часов», «завтра после 9:00» … in the page's language; a `count` picks the plural form as i18next does. */
export function callbackText(lang: Lang, when: CallbackWhen): string {
  const texts = TEXTS[lang];
  const { key, dayKey, values } = callbackKey(when);
  const plural = typeof values.count === 'number' ? lookup(texts, `${key}_${new Intl.PluralRules(lang).select(values.count)}`) : undefined;
  return fill(plural ?? lookup(texts, key) ?? '', dayKey ? { ...values, day: lookup(texts, dayKey) ?? '' } : values);
}

export interface AnswerPageOptions {
  lang: Lang;
  /** The dealer's number as the site shows it (content/company.yaml). */
  phone: string;
  /** The page the form was on: see `backHref`. */
  back: string;
  /** When the dealer will call (for a sent enquiry). */
  when: CallbackWhen;
  /** The visitor's number as staff will read it, repeated in the confirmation. */
  visitorPhone: string;
}

/** The whole page answering a plain form post. No script and no inline style: the site's CSP allows neither. */
export function answerPage(answer: RelayAnswer, { lang, phone, back, when, visitorPhone }: AnswerPageOptions): string {
  const texts = TEXTS[lang];
  const sent = answer.ok;
  const title = sent ? texts.page.sentTitle : texts.page.failedTitle;
  const body: string[] = [];
  if (sent) {
    body.push(
      `<p>${escapeHtml(
        fill(answer.kept ? texts.contactForm.keptText : texts.page.sentText, {
          when: callbackText(lang, when),
          phone: visitorPhone,
        }),
      )}</p>`,
    );
  } else {
    const problems = Object.entries(answer.fields ?? {}).flatMap(([field, code]) => {
      if (!code) return [];
      const text = errorMessageKeys('contactForm', field, code)
        .map((key) => lookup(texts, key))
        .find((found) => found !== undefined);
      const label = lookup(texts, `contactForm.${field}`);
      if (!text) return [];
      return [`<li>${label ? `${escapeHtml(label)}: ` : ''}${escapeHtml(fill(text, errorMessageParams(field)))}</li>`];
    });
    if (problems.length > 0) body.push(`<p>${escapeHtml(texts.page.fix)}</p>`, `<ul>${problems.join('')}</ul>`);
    const sentence = lookup(texts, `relay.${answer.code}`) ?? texts.relay.generic;
    body.push(`<p>${withPhoneLink(sentence, phone)}</p>`, `<p>${escapeHtml(texts.page.backHint)}</p>`);
  }
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body.join('')}<p><a href="${escapeAttr(back)}">${escapeHtml(texts.page.back)}</a></p></main></body></html>\n`
  );
}
