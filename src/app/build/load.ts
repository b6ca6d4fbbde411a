/**
 * Build time only: the route data of the language roots, the pages and the not-found
 * document, from the page table. routes.tsx calls these from its loaders while
 * pre-rendering (the browser reads the results from the HTML).
 */
import { loadStrings } from '../../../locales/index.js';
import notFoundData, { NOT_FOUND_PATH, type NotFoundData } from '../../pages/not-found/data.js';
import { createI18n } from '../../i18n/index.js';
import type { Lang } from '../../../shared/lang.js';
import { SHELL_NAMESPACES, type Namespace } from '../../i18n/namespaces.js';
import type { LoadedPage, PageContext, RootData } from '../define-page.js';
import { pageBuild, sitePages, type PageName } from '../page-table.js';
import { catalogueWords, shell } from './site-data.js';
import { headImage, siteCard } from './social-cards.js';

export function loadRoot(lang: Lang): RootData {
  return { shell: shell(lang), strings: loadStrings(lang, SHELL_NAMESPACES) };
}

export function loadPage(name: PageName, context: PageContext): LoadedPage {
  const page = pageBuild(name);
  const data = page.data(context);
  const namespaces: Namespace[] = ['common', ...page.strings];
  const { t } = createI18n(context.lang, loadStrings(context.lang, namespaces), catalogueWords(context.lang));
  // Every page has a preview image: its own (a car's, an article's), else its language's site image.
  const { image = headImage(siteCard(context.lang)), ...head } = page.head({ ...context, data, t });
  return { head: { ...head, image }, strings: loadStrings(context.lang, page.strings), data };
}

export function loadNotFound(): NotFoundData {
  return notFoundData();
}

/** Every path written to dist/: each page in both languages, and the not-found document. */
export function prerenderPaths(): string[] {
  return [...sitePages().map((page) => page.path), NOT_FOUND_PATH];
}
