/**
 * Build time only: the route data of the language roots, the pages and the not-found
 * document, from the page table and src/app/build/page-data.ts. routes.tsx calls these
 * from its loaders while pre-rendering (the browser reads the results from the HTML).
 */
import { loadStrings } from '../../../locales/index.js';
import { createI18n } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../i18n/lang.js';
import { SHELL_NAMESPACES, type Namespace } from '../../i18n/namespaces.js';
import {
  NOT_FOUND,
  PAGES,
  sitePages,
  type LoadedPage,
  type NotFoundData,
  type PageContext,
  type PageDefinition,
  type PageName,
  type RootData,
} from '../page-table.js';
import * as build from './page-data.js';

export function loadRoot(lang: Lang): RootData {
  return { shell: build.shell(lang), strings: loadStrings(lang, SHELL_NAMESPACES) };
}

export function loadPage(name: PageName, context: PageContext): LoadedPage {
  // Each entry is typed with its own data; here any entry will do.
  const definition = PAGES[name] as PageDefinition<unknown>;
  const data = definition.data(build, context);
  const namespaces: Namespace[] = ['common', ...definition.strings];
  const { t } = createI18n(context.lang, loadStrings(context.lang, namespaces));
  const head = definition.head({ ...context, build, data, t });
  return { head, strings: loadStrings(context.lang, definition.strings), data };
}

export function loadNotFound(): NotFoundData {
  const strings = Object.fromEntries(LANGS.map((lang) => [lang, loadStrings(lang, NOT_FOUND.strings)])) as NotFoundData['strings'];
  const head = (key: 'seoTitle' | 'seoDescription') =>
    LANGS.map((lang) => createI18n(lang, strings[lang]).t(`not-found:${key}`)).join(' · ');
  const siteName = Object.fromEntries(LANGS.map((lang) => [lang, build.shell(lang).company.name])) as NotFoundData['siteName'];
  return {
    head: { title: head('seoTitle'), description: head('seoDescription') },
    strings,
    siteName,
    phone: build.shell('ru').company.phone,
  };
}

/** Every path written to dist/: each page in both languages, and the not-found document. */
export function prerenderPaths(): string[] {
  return [...sitePages(build).map((page) => page.path), NOT_FOUND.path];
}
