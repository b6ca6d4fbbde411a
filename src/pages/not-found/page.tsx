import { useEffect, useState } from 'react';
import { Head } from 'vite-react-ssg';
import { NOT_FOUND_DOCUMENT } from '../../app/not-found-document.js';
import { StyleProviders } from '../../app/providers.js';
import { HydrationMark } from '../../components/layout/hydration-mark.js';
import { GeneralNotFound, MissingThing, NotFoundBar, type NotFoundTexts } from '../../features/not-found/components/not-found-parts.js';
import { markedMissing, markMissing, TEXTS_OF, type Missing } from '../../features/not-found/lib/missing.js';
import { LANGS, type Lang } from '../../../shared/lang.js';
import type { NotFoundData } from './data.js';

/**
 * docs/decisions/pages-shell.md#not-found, as one static document for every unknown path (the host
 * serves dist/404.html with status 404): it says everything in Russian and in English,
 * so nobody reads the wrong language before or after JavaScript runs.
 */
export default function NotFoundPage({ data }: { data: NotFoundData }) {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, data.strings[lang]['not-found']!])) as Record<Lang, NotFoundTexts>;
  // Read after hydration, so the first render matches the pre-rendered document.
  const [missing, setMissing] = useState<Missing | null>(null);
  useEffect(() => setMissing(markedMissing()), []);
  const title = missing ? LANGS.map((lang) => texts[lang][TEXTS_OF[missing]].title).join(' · ') : data.head.title;
  return (
    <StyleProviders>
      <Head htmlAttributes={{ lang: 'ru', [NOT_FOUND_DOCUMENT]: '' }}>
        <title>{title}</title>
        <meta name="description" content={data.head.description} />
        <meta name="robots" content="noindex, follow" />
      </Head>
      <NotFoundBar siteName={data.siteName.ru} phone={data.phone} />
      <main>
        <script dangerouslySetInnerHTML={{ __html: markMissing }} />
        <MissingThing kind="car" texts={texts} />
        <MissingThing kind="article" texts={texts} />
        <MissingThing kind="brand" texts={texts} />
        <GeneralNotFound texts={texts} phone={data.phone} />
      </main>
      <HydrationMark />
    </StyleProviders>
  );
}
