import { loadStrings } from '../../../locales/index.js';
import type { PageHead } from '../../app/define-page.js';
import { shell } from '../../app/build/site-data.js';
import { createI18n } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../../shared/lang.js';
import type { Strings } from '../../i18n/namespaces.js';

/**
 * The not-found page stands outside both language trees: the host serves its one document,
 * dist/404.html, for every unknown path (with status 404), so it reads in both languages
 * and hydrates wherever it is served (main.tsx). Its route data is both languages' strings.
 */
export const NOT_FOUND_PATH = '/404';

export interface NotFoundData {
  head: PageHead;
  strings: Record<Lang, Strings>;
  siteName: Record<Lang, string>;
  /** The phone to call. */
  phone: string;
}

export default function notFoundData(): NotFoundData {
  const strings = Object.fromEntries(LANGS.map((lang) => [lang, loadStrings(lang, ['not-found'])])) as NotFoundData['strings'];
  const head = (key: 'seoTitle' | 'seoDescription') =>
    LANGS.map((lang) => createI18n(lang, strings[lang]).t(`not-found:${key}`)).join(' · ');
  return {
    head: { title: head('seoTitle'), description: head('seoDescription') },
    strings,
    siteName: Object.fromEntries(LANGS.map((lang) => [lang, shell(lang).company.name])) as NotFoundData['siteName'],
    phone: shell('ru').company.phone,
  };
}
