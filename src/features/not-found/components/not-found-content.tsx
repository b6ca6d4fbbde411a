import { Fragment, lazy, Suspense, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { lazyWhenIdle } from '../../../components/hooks/lazy-when-idle.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Button, ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { ArrowLeftIcon } from '../../../components/ui/icons.js';
import { LinkCards } from '../../../components/ui/link-cards.js';
import type { Lang } from '../../../../shared/lang.js';
import { telHref } from '../../../lib/contact-links.js';
import { paths } from '../../../lib/paths.js';
import {
  ALL_OF,
  MISSING_ATTRIBUTE,
  MISSING_KINDS,
  missingHeading,
  type MissingKind,
  type MissingPlace,
  type MissingThing,
  type NotFoundTexts,
  TEXTS_OF,
} from '../lib/missing.js';
import { MissingLanguage } from './missing-language.js';
import type { NotFoundData } from '../lib/not-found-data.js';

/** The nearest cars' heading (nearest-car-list.tsx). */
const NEAREST_CARS_ID = 'nearest-cars';

// Shown once React knows the address, so its code (the matching, the car pictures) loads then, not with the page.
const NearestCarList = lazy(() => import('./nearest-car-list.js').then((module) => ({ default: module.NearestCarList })));

// Pre-rendered (a GET form works without JavaScript); its code, with the form controls, loads when the page is idle.
const CatalogueSearch = lazyWhenIdle(() => import('./catalogue-search.js').then((module) => ({ default: module.CatalogueSearch })));

const SUGGESTIONS = ['checkUrl', 'goBack', 'home', 'catalog', 'support'] as const;

/** Back in history, or home for a visitor who arrived here directly. */
function goBack(lang: Lang) {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(paths.home(lang));
}

/** A language the document holds, and what puts a part of the page in it (its providers; shown only in that language). */
export interface ContentLanguage {
  lang: Lang;
  wrap: (part: ReactNode) => ReactElement;
}

interface NotFoundContentProps {
  data: NotFoundData;
  /** Null until React has taken over: every language and kind is then in the document, and CSS shows the path's. */
  place: MissingPlace | null;
  /** Both languages until React has taken over, then the path's. */
  languages: readonly ContentLanguage[];
}

/**
 * docs/decisions/pages-shell.md#not-found, in the page's language: a missing car (with the
 * nearest cars by name), article (with the newest articles), brand (with the brands) or
 * page (with what to do next). One heading, whose text is each language's and kind's until
 * React knows the path, then the path's only; below it, each language's part.
 */
export function NotFoundContent({ data, place, languages }: NotFoundContentProps) {
  const kinds = place ? [place.kind] : MISSING_KINDS;
  return (
    <Content>
      <Code aria-hidden="true">404</Code>
      <h1>
        {languages.flatMap(({ lang }) =>
          kinds.map((kind) => (
            <MissingLanguage key={`${lang}-${kind}`} lang={lang} inline>
              <KindPart as="span" $kind={kind}>
                {missingHeading(data.languages[lang].strings['not-found'] as NotFoundTexts, kind)}
              </KindPart>
            </MissingLanguage>
          )),
        )}
      </h1>
      {languages.map(({ lang, wrap }) => (
        <Fragment key={lang}>{wrap(<KindParts data={data} place={place} kinds={kinds} />)}</Fragment>
      ))}
    </Content>
  );
}

/** Below the heading, in one language: each kind's part. */
function KindParts({ data, place, kinds }: { data: NotFoundData; place: MissingPlace | null; kinds: readonly MissingKind[] }) {
  const lang = useLang();
  return (
    <>
      {kinds.map((kind) => (
        <KindPart key={kind} $kind={kind}>
          {kind === 'page' ? (
            <MissingPage />
          ) : (
            <MissingThingPart kind={kind}>
              {kind === 'car' && place?.slug && (
                <Suspense fallback={null}>
                  <NearestCarList id={NEAREST_CARS_ID} address={place.slug} cars={data.cars} makerSpellings={data.makerSpellings} />
                </Suspense>
              )}
              {kind === 'article' && <Suggested titleKey="article.recentTitle" cards={data.articles[lang]} action="article.read" />}
              {kind === 'brand' && <Suggested titleKey="brand.listTitle" cards={data.brands[lang]} action="brand.more" />}
            </MissingThingPart>
          )}
        </KindPart>
      ))}
    </>
  );
}

/** A missing car, article or brand: what is missing, back, all of its kind, and what to look at instead. */
function MissingThingPart({ kind, children }: { kind: MissingThing; children: ReactNode }) {
  const lang = useLang();
  const { t } = useTranslation('not-found');
  const texts = TEXTS_OF[kind];
  return (
    <>
      <Message>{t(`${texts}.message`)}</Message>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={() => goBack(lang)}>
          <ArrowLeftIcon size={18} />
          {t(`${texts}.goBack`)}
        </Button>
        <ButtonAnchor href={ALL_OF[kind](lang)}>{t(`${texts}.viewAll`)}</ButtonAnchor>
      </Buttons>
      {children}
    </>
  );
}

function Suggested({
  titleKey,
  cards,
  action,
}: {
  titleKey: 'article.recentTitle' | 'brand.listTitle';
  cards: NotFoundData['articles']['ru'];
  action: 'article.read' | 'brand.more';
}) {
  const { t } = useTranslation('not-found');
  return (
    <section>
      <SuggestionTitle>{t(titleKey)}</SuggestionTitle>
      <LinkCards cards={cards} action={t(action)} />
    </section>
  );
}

/** Any other address: what may have happened, the ways on, and the phone. */
function MissingPage() {
  const lang = useLang();
  const { t } = useTranslation('not-found');
  const { phone } = useShell().company;
  // The same element on every render, so the server's HTML stays until its code arrives (lazy-when-idle.ts).
  const search = useMemo(
    () => (
      <Suspense fallback={null}>
        <CatalogueSearch />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      <Message>{t('message')}</Message>
      <Buttons>
        <ButtonAnchor href={paths.home(lang)}>{t('home')}</ButtonAnchor>
        <ButtonAnchor href={paths.catalog(lang)} $variant="secondary">
          {t('catalog')}
        </ButtonAnchor>
        <ButtonAnchor href={paths.contact(lang)} $variant="secondary">
          {t('contact')}
        </ButtonAnchor>
        <Button type="button" $variant="ghost" onClick={() => goBack(lang)}>
          <ArrowLeftIcon size={18} />
          {t('back')}
        </Button>
      </Buttons>
      {search}
      <SuggestionTitle>{t('suggestionsTitle')}</SuggestionTitle>
      <Suggestions>
        {SUGGESTIONS.map((key) => (
          <li key={key}>{t(`suggestions.${key}`)}</li>
        ))}
      </Suggestions>
      <p>
        {t('help')} <a href={telHref(phone)}>{phone}</a>
      </p>
    </>
  );
}

/**
 * Until the nearest cars arrive (after hydration), a missing car's page fills the screen, so
 * they take room kept for them rather than push a footer in view down.
 */
const Content = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.section};
  html[${MISSING_ATTRIBUTE}='car'] &:not(:has(#${NEAREST_CARS_ID})) {
    min-height: 100vh;
  }
`;

/** Shown for its kind only: the head's script marks <html> with the missing kind (none for a plain page). */
const KindPart = styled.div<{ $kind: MissingKind }>`
  ${({ $kind }) =>
    $kind === 'page'
      ? `html[${MISSING_ATTRIBUTE}] & { display: none; }`
      : `html:not([${MISSING_ATTRIBUTE}='${$kind}']) & { display: none; }`}
`;

const Code = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: 900;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
`;

const Message = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
`;

const SuggestionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Suggestions = styled.ul`
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
