import type { FormEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { HIGH_FETCH_PRIORITY } from '../../../components/ui/fetch-priority.js';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { paths, withQuery, type HomeAnchor } from '../../../lib/paths.js';
import { HERO_PICTURE } from '../../../lib/pictures.js';
import { media } from '../../../styles/theme.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { VisuallyHidden } from '../../../components/ui/container.js';

/**
 * docs/decisions/pages-home-about-contact.md#home: title, subtitle, description, a search that opens the catalogue
 * with the words typed, and two buttons that scroll smoothly. On a phone the first screen names the makers and
 * the promise, shows the cars and the search, and the needs begin under it (issue 40).
 * The comparison with the German big three is a claim (docs/decisions/company-facts.md#38): shown with its
 * basis, or not at all.
 */
export function Hero({ models }: { models: readonly string[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const navigate = useNavigate();
  const comparison = useShell().company.facts.germanBigThree;
  const named = models.length > 1 ? `${models.slice(0, -1).join(', ')} ${t('hero.and')} ${models.at(-1)}` : (models[0] ?? '');
  const jump = (anchor: HomeAnchor) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(anchor)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };
  // Without the page's script the form is a plain GET to the catalogue, which reads `q` the same way.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? withQuery(paths.catalog(lang), { q }) : paths.catalog(lang));
  };
  return (
    <Section id="home" aria-labelledby="hero-title">
      <Layout>
        <Text>
          <Eyebrow>{t('hero.subtitle')}</Eyebrow>
          <Title id="hero-title">{t('hero.title')}</Title>
          <Description>
            {t('hero.description')}
            {comparison && (
              <>
                {' '}
                {t('hero.comparison')}
                <Basis>{t('basis', { basis: comparison.basis })}</Basis>
              </>
            )}
          </Description>
          {comparison && <HeroNote ids={['germanBigThree']} />}
          <Search role="search" action={paths.catalog(lang)} method="get" onSubmit={search}>
            <VisuallyHidden as="label" htmlFor="hero-search">
              {t('hero.searchLabel')}
            </VisuallyHidden>
            <input
              id="hero-search"
              type="search"
              name="q"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t('hero.searchPlaceholder')}
              // The search's code, fetched while the words are typed: the catalogue then reads them at once, rather than
              // showing every car while it arrives (walk 18). The catalogue's own import finds it in the module cache.
              onFocus={() => void import('../../../lib/search.js')}
            />
            <button type="submit">{t('hero.searchButton')}</button>
          </Search>
          <Buttons>
            <ButtonAnchor href="#our-vehicles" onClick={jump('our-vehicles')}>
              {t('hero.catalogButton')}
            </ButtonAnchor>
            <ButtonAnchor href="#contacts" $variant="onDark" onClick={jump('contacts')}>
              {t('hero.specialistButton')}
            </ButtonAnchor>
          </Buttons>
        </Text>
        <Lineup>
          <img
            src={HERO_PICTURE.src}
            width={HERO_PICTURE.width}
            height={HERO_PICTURE.height}
            alt={t('hero.imageAlt', { models: named })}
            decoding="async"
            {...HIGH_FETCH_PRIORITY}
          />
          <LineupNote>{t('hero.imageNote')}</LineupNote>
        </Lineup>
      </Layout>
    </Section>
  );
}

const Section = styled.section`
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
  background:
    radial-gradient(ellipse at 80% 20%, ${({ theme }) => theme.color.heroGlow}, transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.onHero};
  padding: clamp(2rem, 6vw, 5.5rem) 0;
`;

/**
 * Side by side from the large breakpoint; text then the cars below it. On a phone the cars come between the
 * promise and the search, so the first screen shows the makers, the promise, the cars and the search (issue 40).
 */
const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
  ${media.down('sm')} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
  }
`;

const Text = styled.div`
  min-width: 0;
  ${media.down('sm')} {
    display: contents;
  }
`;

/**
 * The drawing of the line-up; on a phone after the promise (see Layout), and narrower than the promise's
 * paragraph, so the page's largest paint stays that text (the drawing itself would add about 0.1 s to it).
 */
const Lineup = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  ${media.down('sm')} {
    order: 1;
    margin-top: ${({ theme }) => theme.space.md};
    img {
      width: 78%;
      margin-inline: auto;
    }
  }
`;

const LineupNote = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.onHeroMuted};
  text-align: right;
  ${media.down('sm')} {
    text-align: center;
    text-wrap: balance;
  }
`;

/** The makers, above the title on every screen. */
const Eyebrow = styled.p`
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.onHeroMuted};
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSize.hero};
  font-weight: 800;
`;

/** The promise: in the phone's first screen too, a step smaller there. */
const Description = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.color.onHeroMuted};
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** One field and its button, joined: the catalogue's search, from the first screen. */
const Search = styled.form`
  display: flex;
  ${media.down('sm')} {
    order: 2;
  }
  max-width: 34rem;
  margin-top: ${({ theme }) => theme.space.lg};
  input,
  button {
    min-height: 48px;
    border: 0;
    font: inherit;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
  button {
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

/** What was compared with what, and when: under the claim, in smaller type. */
const Basis = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** With the description it shows: not on a phone. */
const HeroNote = styled(ExampleFactsNote)`
  display: none;
  ${media.up('sm')} {
    display: block;
  }
`;

/**
 * From the small breakpoint up. On a phone the needs and the cars follow the search at once, and the header
 * carries the phone, so the first screen keeps the needs in view (issue 40).
 */
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  ${media.down('sm')} {
    display: none;
  }
`;
