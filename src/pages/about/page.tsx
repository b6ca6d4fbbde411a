import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { useShell } from '../../components/layout/use-shell.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { AboutCta } from '../../features/about/components/about-cta.js';
import { AboutStats } from '../../features/about/components/about-stats.js';
import { COMPANY_STORY_ID, CompanyStory } from '../../features/about/components/company-story.js';
import { MissionValues } from '../../features/about/components/mission-values.js';
import { Team } from '../../features/about/components/team.js';
import { Testimonials } from '../../features/about/components/testimonials.js';
import { WhyChoose } from '../../features/about/components/why-choose.js';
import { paths } from '../../lib/paths.js';

/** docs/decisions/pages-home-about-contact.md#about: hero with figures, the story, mission and values, why us, testimonials, the team and a call to action. */
export default function AboutPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation();
  const { facts } = useShell().company;
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: tc('nav.about') }]}
        title={t('hero.title')}
        text={t('hero.text', { foundedYear: facts.foundedYear })}
        action={{ label: t('hero.button'), targetId: COMPANY_STORY_ID }}
      >
        <AboutStats />
      </PageHero>
      <CompanyStory timeline={data.timeline} isExample={data.examples.story} />
      <MissionValues mission={data.mission} values={data.values} />
      <WhyChoose rows={data.comparison} claims={data.comparisonClaims} />
      <Testimonials items={data.testimonials} isExample={data.examples.testimonials} />
      <Team members={data.team} isExample={data.examples.team} />
      <AboutCta />
    </>
  );
}
