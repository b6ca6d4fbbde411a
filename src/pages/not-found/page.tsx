import { useEffect, useState } from 'react';
import { Head } from 'vite-react-ssg';
import { styled } from 'styled-components';
import { NOT_FOUND_DOCUMENT } from '../../app/not-found-document.js';
import type { NotFoundData } from './data.js';
import { StyleProviders } from '../../app/providers.js';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { HydrationMark } from '../../components/layout/hydration-mark.js';
import { Button, ButtonAnchor } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { ArrowLeftIcon } from '../../components/ui/icons.js';
import { LANGS, type Lang } from '../../../shared/lang.js';
import { telHref } from '../../lib/contact-links.js';
import { NEWS_CATEGORIES } from '../../lib/news.js';
import { paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';

const SUGGESTIONS = ['checkUrl', 'goBack', 'home', 'catalog', 'support'] as const;

/**
 * A path under /cars/ that was not pre-rendered is a car that is not (or no longer) in
 * the catalogue, and one under /news/<category>/ an article that is not: the same
 * document then shows 'Vehicle not found' (spec 000) or 'Article Not Found' (spec 001);
 * one under /brands/, 'Brand not found' (spec 001).
 * This runs inline, before the page paints, so no message flashes; without JavaScript
 * the general message shows.
 */
const MISSING_ATTRIBUTE = 'data-missing';
const MISSING_PATHS = {
  car: /^\/(?:en\/)?cars\/[^/]+\/?$/,
  article: new RegExp(`^/(?:en/)?news/(?:${NEWS_CATEGORIES.join('|')})/[^/]+/?$`),
  brand: /^\/(?:en\/)?brands\/[^/]+\/?$/,
} as const;
type Missing = keyof typeof MISSING_PATHS;
const markMissing = Object.entries(MISSING_PATHS)
  .map(
    ([kind, pattern]) => `if(${pattern}.test(location.pathname))document.documentElement.setAttribute('${MISSING_ATTRIBUTE}','${kind}');`,
  )
  .join('');
/** Where each kind's "view all" button leads. */
const ALL_OF: Record<Missing, (lang: Lang) => string> = { car: paths.catalog, article: paths.news, brand: paths.catalog };

/** Back in history, or home for a visitor who arrived here directly. */
function goBack(lang: Lang) {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(paths.home(lang));
}

type Texts = NonNullable<NotFoundData['strings'][Lang]['not-found']>;

function MissingColumn({ lang, texts, kind }: { lang: Lang; texts: Texts['vehicle']; kind: Missing }) {
  return (
    <Part lang={lang} aria-label={texts.title}>
      <Message>{texts.message}</Message>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={() => goBack(lang)}>
          <ArrowLeftIcon size={18} />
          {texts.goBack}
        </Button>
        <ButtonAnchor href={ALL_OF[kind](lang)}>{texts.viewAll}</ButtonAnchor>
      </Buttons>
    </Part>
  );
}

const TEXTS_OF = { car: 'vehicle', article: 'article', brand: 'brand' } as const;

/** The car's or the article's variant, shown by the inline script's mark. */
function MissingThing({ kind, texts }: { kind: Missing; texts: Record<Lang, Texts> }) {
  return (
    <KindMissing $kind={kind}>
      <Code aria-hidden="true">404</Code>
      <h1>
        {LANGS.map((lang) => (
          <Title key={lang} lang={lang}>
            {texts[lang][TEXTS_OF[kind]].title}
          </Title>
        ))}
      </h1>
      <Columns>
        {LANGS.map((lang) => (
          <MissingColumn key={lang} lang={lang} texts={texts[lang][TEXTS_OF[kind]]} kind={kind} />
        ))}
      </Columns>
    </KindMissing>
  );
}

function Column({ lang, texts, phone }: { lang: Lang; texts: Texts; phone: string }) {
  return (
    <Part lang={lang} aria-label={texts.title}>
      <Message>{texts.message}</Message>
      <Buttons>
        <ButtonAnchor href={paths.home(lang)}>{texts.home}</ButtonAnchor>
        <ButtonAnchor href={paths.catalog(lang)} $variant="secondary">
          {texts.catalog}
        </ButtonAnchor>
        <ButtonAnchor href={paths.contact(lang)} $variant="secondary">
          {texts.contact}
        </ButtonAnchor>
        <Button type="button" $variant="ghost" onClick={() => goBack(lang)}>
          <ArrowLeftIcon size={18} />
          {texts.back}
        </Button>
      </Buttons>
      <h2>{texts.suggestionsTitle}</h2>
      <ul>
        {SUGGESTIONS.map((key) => (
          <li key={key}>{texts.suggestions[key]}</li>
        ))}
      </ul>
      <p>
        {texts.help} <a href={telHref(phone)}>{phone}</a>
      </p>
    </Part>
  );
}

/**
 * Spec 001 not-found page, as one static document for every unknown path (the host
 * serves dist/404.html with status 404): it says everything in Russian and in English,
 * so nobody reads the wrong language before or after JavaScript runs.
 */
export default function NotFoundPage({ data }: { data: NotFoundData }) {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, data.strings[lang]['not-found']!])) as Record<Lang, Texts>;
  // Read after hydration, so the first render matches the pre-rendered document.
  const [missing, setMissing] = useState<Missing | null>(null);
  useEffect(() => {
    const kind = document.documentElement.getAttribute(MISSING_ATTRIBUTE);
    if (kind !== null && kind in MISSING_PATHS) setMissing(kind as Missing);
  }, []);
  const title = missing ? LANGS.map((lang) => texts[lang][TEXTS_OF[missing]].title).join(' · ') : data.head.title;
  return (
    <StyleProviders>
      <Head htmlAttributes={{ lang: 'ru', [NOT_FOUND_DOCUMENT]: '' }}>
        <title>{title}</title>
        <meta name="description" content={data.head.description} />
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Bar>
        <BarInner>
          <Brand href={paths.home('ru')}>
            <BrandMark />
            {data.siteName.ru}
          </Brand>
          <a href={telHref(data.phone)}>{data.phone}</a>
        </BarInner>
      </Bar>
      <main>
        <script dangerouslySetInnerHTML={{ __html: markMissing }} />
        <MissingThing kind="car" texts={texts} />
        <MissingThing kind="article" texts={texts} />
        <MissingThing kind="brand" texts={texts} />
        <PageMissing>
          <Code aria-hidden="true">404</Code>
          <h1>
            {LANGS.map((lang) => (
              <Title key={lang} lang={lang}>
                {texts[lang].title}
              </Title>
            ))}
          </h1>
          <Columns>
            {LANGS.map((lang) => (
              <Column key={lang} lang={lang} texts={texts[lang]} phone={data.phone} />
            ))}
          </Columns>
        </PageMissing>
      </main>
      <HydrationMark />
    </StyleProviders>
  );
}

/** Shown on a path under /cars/, else hidden; the general message the other way round. */
const KindMissing = styled(Container)<{ $kind: Missing }>`
  html:not([${MISSING_ATTRIBUTE}='${({ $kind }) => $kind}']) & {
    display: none;
  }
`;

const PageMissing = styled(Container)`
  html[${MISSING_ATTRIBUTE}] & {
    display: none;
  }
`;

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    font-weight: 600;
  }
`;

const BarInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const Code = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: 900;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
`;

const Title = styled.span`
  display: block;
  & + & {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.section};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Part = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ul {
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
`;
