import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { Timeline } from '../../../components/ui/timeline.js';
import { media } from '../../../styles/theme.js';
import type { BrandPageContent } from '../lib/brand-content.js';

export const BRAND_TIMELINE_ID = 'brand-timeline';

/** docs/decisions/pages-brands.md#brand-page: the history, then what only some brands have (Li Auto): mission, lineup and plans, achievements, conclusions. */
export function BrandStory({ brand }: { brand: BrandPageContent }) {
  const { t } = useTranslation('brand');
  const { name, timeline, mission, lineup, achievements, conclusions } = brand;
  return (
    <>
      <Section id={BRAND_TIMELINE_ID} aria-labelledby={`${BRAND_TIMELINE_ID}-title`}>
        <Container>
          <SectionTitle id={`${BRAND_TIMELINE_ID}-title`}>{t('timeline.title', { name })}</SectionTitle>
          <Timeline entries={timeline} />
        </Container>
      </Section>
      {mission && (
        <Section $tone="muted" aria-labelledby="mission-title">
          <Container>
            <SectionTitle id="mission-title">{t('mission.title')}</SectionTitle>
            <Quote>
              <blockquote>
                <p>{mission.quote}</p>
              </blockquote>
              <figcaption>{mission.source}</figcaption>
            </Quote>
          </Container>
        </Section>
      )}
      {(lineup ?? achievements) && (
        <Section aria-labelledby={lineup ? 'lineup-title' : 'achievements-title'}>
          <Columns>
            {lineup && (
              <div>
                <SectionTitle id="lineup-title">{t('lineup.title')}</SectionTitle>
                <p>{lineup.text}</p>
                <Lineup>
                  {lineup.models.map((model) => (
                    <div key={model.name}>
                      <dt>{model.name}</dt>
                      <dd>{model.text}</dd>
                    </div>
                  ))}
                </Lineup>
              </div>
            )}
            {achievements && (
              <Achievements aria-labelledby="achievements-title">
                <h2 id="achievements-title">{t('achievements.title')}</h2>
                <ul>
                  {achievements.map((achievement) => (
                    <li key={achievement}>{achievement}</li>
                  ))}
                </ul>
              </Achievements>
            )}
          </Columns>
        </Section>
      )}
      {conclusions && (
        <Section $tone="muted" aria-labelledby="conclusions-title">
          <Container>
            <SectionTitle id="conclusions-title">{t('conclusions.title')}</SectionTitle>
            <Conclusions>{conclusions}</Conclusions>
          </Container>
        </Section>
      )}
    </>
  );
}

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
