import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { useLang } from '../../components/layout/use-lang.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { CtaBand } from '../../components/ui/cta-band.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionTitle } from '../../components/ui/section.js';
import { SourceList } from '../../components/ui/source-list.js';
import { Timeline } from '../../components/ui/timeline.js';
import { paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';

// The cards (with their save buttons) sit below the story: their code loads once the page is idle.
const BrandModels = lazyWhenIdle(() =>
  import('../../features/brands/components/brand-models.js').then((m) => ({ default: m.BrandModels })),
);

const MODELS_ID = 'brand-models';

/** Spec 001 Brand page: hero and figures, the history, Li Auto's own sections, the models, sources and a call to action. */
export default function BrandPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('brand');
  const { t: tc } = useTranslation();
  const hasModels = data.models.length > 0;
  const models = useMemo(
    () => (
      <Suspense fallback={null}>
        <BrandModels cars={data.models} label={t('models.title')} />
      </Suspense>
    ),
    [data.models, t],
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('brands') }, { label: data.name }]}
        title={data.name}
        text={data.description}
        action={{ label: hasModels ? t('hero.button') : t('hero.timelineButton'), targetId: hasModels ? MODELS_ID : 'brand-timeline' }}
      >
        <Stats aria-label={t('hero.stats')}>
          <div>
            <dt>{t('hero.founded')}</dt>
            <dd>{data.foundedYear}</dd>
          </div>
          <div>
            <dt>{t('hero.headquarters')}</dt>
            <dd>{data.headquarters}</dd>
          </div>
          <div>
            <dt>{t('hero.modelsLabel')}</dt>
            <dd>{hasModels ? t('hero.models', { count: data.models.length }) : t('hero.modelsNone')}</dd>
          </div>
        </Stats>
        <Founder>
          <img src={data.logoUrl} alt={tc('footer.brandLogo', { brand: data.name })} width={40} height={40} />{' '}
          {t('hero.founder', { founder: data.founder })} · {data.specialty}
        </Founder>
      </PageHero>
      <Section id="brand-timeline" aria-labelledby="brand-timeline-title">
        <Container>
          <SectionTitle id="brand-timeline-title">{t('timeline.title', { name: data.name })}</SectionTitle>
          <Timeline entries={data.timeline} />
        </Container>
      </Section>
      {data.mission && (
        <Section $tone="muted" aria-labelledby="mission-title">
          <Container>
            <SectionTitle id="mission-title">{t('mission.title')}</SectionTitle>
            <Quote>
              <blockquote>
                <p>{data.mission.quote}</p>
              </blockquote>
              <figcaption>{data.mission.source}</figcaption>
            </Quote>
          </Container>
        </Section>
      )}
      {(data.lineup ?? data.achievements) && (
        <Section aria-labelledby={data.lineup ? 'lineup-title' : 'achievements-title'}>
          <Columns>
            {data.lineup && (
              <div>
                <SectionTitle id="lineup-title">{t('lineup.title')}</SectionTitle>
                <p>{data.lineup.text}</p>
                <Lineup>
                  {data.lineup.models.map((model) => (
                    <div key={model.name}>
                      <dt>{model.name}</dt>
                      <dd>{model.text}</dd>
                    </div>
                  ))}
                </Lineup>
              </div>
            )}
            {data.achievements && (
              <Achievements aria-labelledby="achievements-title">
                <h2 id="achievements-title">{t('achievements.title')}</h2>
                <ul>
                  {data.achievements.map((achievement) => (
                    <li key={achievement}>{achievement}</li>
                  ))}
                </ul>
              </Achievements>
            )}
          </Columns>
        </Section>
      )}
      {data.conclusions && (
        <Section $tone="muted" aria-labelledby="conclusions-title">
          <Container>
            <SectionTitle id="conclusions-title">{t('conclusions.title')}</SectionTitle>
            <Conclusions>{data.conclusions}</Conclusions>
          </Container>
        </Section>
      )}
      <Section id={MODELS_ID} aria-labelledby={`${MODELS_ID}-title`}>
        <Container>
          <SectionTitle id={`${MODELS_ID}-title`}>{t('models.title')}</SectionTitle>
          <ModelsBox>{models}</ModelsBox>
          <Sources aria-labelledby="brand-sources-title">
            <h2 id="brand-sources-title">{t('sources.title')}</h2>
            <SourceList sources={data.sources} checkedLabel={(date) => t('sources.checked', { date })} />
          </Sources>
        </Container>
      </Section>
      <CtaBand id="brand-cta" title={hasModels ? t('cta.title', { name: data.name }) : t('cta.titleNone')} text={t('cta.text')}>
        <ButtonLink to={paths.contact(lang)}>{t('cta.contact')}</ButtonLink>
        <ButtonLink to={paths.catalog(lang)} $variant="onDark">
          {t('cta.catalog')}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.heroLine};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    color: ${({ theme }) => theme.color.onHeroMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
  }
`;

const Founder = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img {
    flex: none;
    padding: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.logoBackground};
  }
`;

const Quote = styled.figure`
  max-width: 65ch;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-style: italic;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: 1.5fr 1fr;
    align-items: start;
  }
  > div > p {
    max-width: 65ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Lineup = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Achievements = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Conclusions = styled.p`
  max-width: 65ch;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const ModelsBox = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Sources = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
