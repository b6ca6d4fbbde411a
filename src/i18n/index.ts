/**
 * i18next instances are built from the strings a page received and never changed
 * afterwards: nothing adds bundles or switches language during render (pages
 * pre-render 20 at a time, and hydration must see what the server saw). The
 * language comes from the URL, never from a detector.
 *
 * Strings reach the browser one way: in the route data, per language and namespace
 * (`common` and `enquiry` with the language root, a page's own namespaces with the
 * page; src/app/build/load.ts). What the copy says about the catalogue (its makers, already
 * joined into lists) comes with the shell, as variables every string can use.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { withAbout } from '../lib/russian.js';
import type { CatalogueWords } from '../lib/shell.js';
import type { Lang } from '../../shared/lang.js';

export type { Namespace, Strings } from './namespaces.js';
import type { Strings } from './namespaces.js';

/** `words`: the shell's catalogue words, for strings that list the makers (the not-found document has none). */
export function createI18n(lang: Lang, strings: Strings, words?: CatalogueWords): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: strings },
    ns: Object.keys(strings),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false, ...(words && { defaultVariables: words }) },
    returnNull: false,
    react: { useSuspense: false },
  });
  // «Подробнее {{name, about}}» gives «Подробнее об Avatr 06» and «Подробнее о Zeekr 001».
  instance.services.formatter?.add('about', (value: unknown) => withAbout(String(value)));
  return instance;
}
