import { useTranslation } from 'react-i18next';
import { useShell } from '../../../components/layout/use-shell.js';
import { Container } from '../../../components/ui/container.js';
import { ExampleNote } from '../../../components/ui/example-note.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { Timeline } from '../../../components/ui/timeline.js';
import type { TimelineEntry } from '../lib/about-content.js';

/** The anchor the hero's button and other pages link to (docs/decisions/pages-home-about-contact.md#about: company-story). */
export const COMPANY_STORY_ID = 'company-story';

/** docs/decisions/pages-home-about-contact.md#about: the company story as a timeline of years. */
export function CompanyStory({ timeline, isExample }: { timeline: TimelineEntry[]; isExample: boolean }) {
  const { t } = useTranslation('about');
  const { facts } = useShell().company;
  return (
    <Section id={COMPANY_STORY_ID} aria-labelledby={`${COMPANY_STORY_ID}-title`}>
      <Container>
        <SectionTitle id={`${COMPANY_STORY_ID}-title`}>{t('story.title')}</SectionTitle>
        <SectionIntro>{t('story.intro', { years: facts.yearsOfExperience })}</SectionIntro>
        {isExample && <ExampleNote>{t('examples.story')}</ExampleNote>}
        <Timeline entries={timeline} />
      </Container>
    </Section>
  );
}
