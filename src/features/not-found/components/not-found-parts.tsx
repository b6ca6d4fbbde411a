import { styled } from 'styled-components';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Button, ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { ArrowLeftIcon } from '../../../components/ui/icons.js';
import { LANGS, type Lang } from '../../../../shared/lang.js';
import type { Resources } from '../../../i18n/resources.gen.js';
import { telHref } from '../../../lib/contact-links.js';
import { paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import { ALL_OF, MISSING_ATTRIBUTE, TEXTS_OF, type Missing } from '../lib/missing.js';

/**
 * The parts of the bilingual not-found document (docs/decisions/pages-information.md#guides): it says everything in Russian
 * and in English side by side, so nobody reads the wrong language before or after
 * JavaScript runs; the variant for a missing car, article or brand shows when the inline
 * script marked the path (../lib/missing.ts).
 */

/** The not-found strings of one language. */
export type NotFoundTexts = Resources['not-found'];

const SUGGESTIONS = ['checkUrl', 'goBack', 'home', 'catalog', 'support'] as const;

/** Back in history, or home for a visitor who arrived here directly. */
function goBack(lang: Lang) {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(paths.home(lang));
}

function MissingColumn({ lang, texts, kind }: { lang: Lang; texts: NotFoundTexts['vehicle']; kind: Missing }) {
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

/** The car's or the article's variant, shown by the inline script's mark. */
export function MissingThing({ kind, texts }: { kind: Missing; texts: Record<Lang, NotFoundTexts> }) {
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

function Column({ lang, texts, phone }: { lang: Lang; texts: NotFoundTexts; phone: string }) {
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

/** The general message, hidden when the path was marked as a missing car, article or brand. */
export function GeneralNotFound({ texts, phone }: { texts: Record<Lang, NotFoundTexts>; phone: string }) {
  return (
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
          <Column key={lang} lang={lang} texts={texts[lang]} phone={phone} />
        ))}
      </Columns>
    </PageMissing>
  );
}

/** The document's own small header: the dealer's name home, and the phone. */
export function NotFoundBar({ siteName, phone }: { siteName: string; phone: string }) {
  return (
    <Bar>
      <BarInner>
        <Brand href={paths.home('ru')}>
          <BrandMark />
          {siteName}
        </Brand>
        <a href={telHref(phone)}>{phone}</a>
      </BarInner>
    </Bar>
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
