import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useShell } from '../../../components/layout/use-shell.js';
import { Container } from '../../../components/ui/container.js';
import { ExampleNote } from '../../../components/ui/example-note.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import type { TimelineEntry } from '../lib/about-content.js';

/** The anchor the hero's button and other pages link to (spec 000 About: company-story). */
export const COMPANY_STORY_ID = 'company-story';

/** Spec 000 About: the company story as a timeline of years. */
export function CompanyStory({ timeline, isExample }: { timeline: TimelineEntry[]; isExample: boolean }) {
  const { t } = useTranslation('about');
  const { facts } = useShell().company;
  return (
    <Section id={COMPANY_STORY_ID} aria-labelledby={`${COMPANY_STORY_ID}-title`}>
      <Container>
        <SectionTitle id={`${COMPANY_STORY_ID}-title`}>{t('story.title')}</SectionTitle>
        <SectionIntro>{t('story.intro', { years: facts.yearsOfExperience })}</SectionIntro>
        {isExample && <ExampleNote>{t('examples.story')}</ExampleNote>}
        <Timeline>
          {timeline.map((entry) => (
            <li key={entry.year}>
              <Year>{entry.year}</Year>
              <div>
                <h3>{entry.title}</h3>
                <p>{entry.description}</p>
              </div>
            </li>
          ))}
        </Timeline>
      </Container>
    </Section>
  );
}

const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  /* The line that joins the years. */
  &::before {
    content: '';
    position: absolute;
    top: 0.5rem;
    bottom: 0.5rem;
    left: calc(2.75rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 5.5rem 1fr;
    gap: ${({ theme }) => theme.space.md};
    align-items: start;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    max-width: 65ch;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Year = styled.span`
  position: relative;
  justify-self: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
`;
