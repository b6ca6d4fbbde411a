import { useMemo, type ReactNode } from 'react';
import { Head } from 'vite-react-ssg';
import { MissingPageContext } from '../../components/layout/missing-page.js';
import { previewImageTags } from '../../components/layout/seo.js';
import { languageShell, SharedSiteLayout } from '../../components/layout/shared-site-layout.js';
import { MissingLanguage } from '../../features/not-found/components/missing-language.js';
import { useDocumentLinks } from '../../features/not-found/hooks/use-document-links.js';
import { useMissingPlace } from '../../features/not-found/hooks/use-missing-place.js';
import { createI18n } from '../../i18n/index.js';
import {
  markMissingScript,
  missingTitle,
  missingTitles,
  type MissingPlace,
  type NotFoundTexts,
} from '../../features/not-found/lib/missing.js';
import type { NotFoundData } from './data.js';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/lang.js';
import { EnquiryDialogHost } from '../../app/enquiry-dialog-host.js';
import { NOT_FOUND_DOCUMENT } from '../../app/not-found-document.js';
import { LanguageProviders } from '../../app/language-providers.js';
import { StyleProviders } from '../../app/providers.js';
import { NotFoundContent } from '../../features/not-found/components/not-found-content.js';

const textsOf = (data: NotFoundData, lang: Lang) => data.languages[lang].strings['not-found'] as NotFoundTexts;

/**
 * The not-found document's head: not indexed, no canonical. Pre-rendered in Russian with the
 * inline script that gives <html> the path's language and kind, and the document its title,
 * before anything paints; in the browser it follows the path once React has taken over.
 */
function NotFoundHead({ data, place }: { data: NotFoundData; place: MissingPlace | null }) {
  if (!import.meta.env.SSR && !place) return null;
  const { lang, kind } = place ?? { lang: DEFAULT_LANG, kind: 'page' as const };
  const texts = textsOf(data, lang);
  return (
    <Head htmlAttributes={{ lang, [NOT_FOUND_DOCUMENT]: '' }}>
      <title>{missingTitle(texts, kind)}</title>
      <meta name="description" content={texts.seoDescription} />
      <meta name="robots" content="noindex, follow" />
      {import.meta.env.SSR && [
        <script key="mark">
          {markMissingScript(missingTitles(Object.fromEntries(LANGS.map((l) => [l, textsOf(data, l)])) as Record<Lang, NotFoundTexts>))}
        </script>,
        // A shared link to a missing address still shows the site's picture.
        ...previewImageTags(data.languages[DEFAULT_LANG].shell.siteUrl, data.image),
      ]}
    </Head>
  );
}

/**
 * docs/decisions/pages-shell.md#not-found: one document, dist/404.html, which the host serves
 * at every unknown path. It cannot know the path while pre-rendering, so it holds the page in
 * both languages, inside one shell (one header, one main, one footer) that holds each language's
 * share (header, menu, language switch, footer), and the head's script shows the path's language
 * before anything paints. Once React has taken over, only that language is rendered. Each
 * language's shell is made once (`useMemo`), so dropping the other leaves the shown one
 * untouched: its footer may still be waiting for its code (site-layout.tsx), and an update
 * would make React discard its HTML.
 */
export default function NotFoundPage({ data }: { data: NotFoundData }) {
  const place = useMissingPlace();
  useDocumentLinks();
  const languages = useMemo(
    () =>
      LANGS.map((lang) => {
        const { shell, strings } = data.languages[lang];
        const i18n = createI18n(lang, strings, shell.words);
        const wrap = (part: ReactNode) => (
          <MissingLanguage lang={lang}>
            <LanguageProviders lang={lang} shell={shell} strings={strings} i18n={i18n}>
              <EnquiryDialogHost>{part}</EnquiryDialogHost>
            </LanguageProviders>
          </MissingLanguage>
        );
        return { lang, wrap, shell: languageShell(lang, wrap) };
      }),
    [data],
  );
  const shown = place ? languages.filter((language) => language.lang === place.lang) : languages;
  return (
    <>
      <NotFoundHead data={data} place={place} />
      <StyleProviders>
        <MissingPageContext.Provider value={true}>
          <SharedSiteLayout languages={shown.map((language) => language.shell)}>
            <NotFoundContent data={data} place={place} languages={shown} />
          </SharedSiteLayout>
        </MissingPageContext.Provider>
      </StyleProviders>
    </>
  );
}
