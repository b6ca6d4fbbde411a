import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { CardGrid } from '../../features/services/components/card-grid.js';
import { CtaBand } from '../../components/ui/cta-band.js';
import { FinancingExample, RateNote, SavingNote } from '../../features/services/components/financing-example.js';
import { FinancingRequirements } from '../../features/services/components/financing-requirements.js';
import { RelatedPages } from '../../features/services/components/related-pages.js';
import { Steps } from '../../components/ui/steps.js';
import { Tiles } from '../../components/ui/tiles.js';
import { formatDateInText } from '../../lib/dates.js';
import { formatPercent } from '../../lib/format.js';
import { contactFormHref, paths } from '../../lib/paths.js';

const OPTIONS_ID = 'financing-options';
const OPTION_IDS = ['loan', 'leasing', 'zeroDown'] as const;
const BENEFIT_IDS = ['fast', 'rates', 'terms', 'tradeIn'] as const;

/**
 * docs/decisions/pages-services.md#financing: options with the conditions of their rates, the worked example,
 * what the saving is made of, benefits, the call to action, the process, requirements and the guarantee.
 */
export default function FinancingPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('financing');
  const { t: tc } = useTranslation();
  // Every figure in the text comes from content/ (services.yaml, running-costs.yaml).
  const figures = {
    rate: formatPercent(data.minRatePercent, lang),
    months: data.maxMonths,
    preApproval: data.preApprovalMinutes,
    application: data.applicationMinutes,
    zeroDown: formatPercent(data.minDownPercent, lang),
    date: formatDateInText(data.ratesAsOf, lang),
  };
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text', figures)}
        action={{ label: t('hero.button'), targetId: OPTIONS_ID }}
      />
      <Section id={OPTIONS_ID} aria-labelledby={`${OPTIONS_ID}-title`}>
        <Container>
          <SectionTitle id={`${OPTIONS_ID}-title`}>{t('options.title')}</SectionTitle>
          <SectionIntro>{t('options.intro', figures)}</SectionIntro>
          <CardGrid
            cards={OPTION_IDS.map((id) => ({
              id,
              title: t(`options.items.${id}.title`, figures),
              highlight: t(`options.items.${id}.highlight`, figures),
              description: t(`options.items.${id}.description`, figures),
              features: t(`options.items.${id}.features`, { returnObjects: true, ...figures }),
            }))}
          />
          <RateNote>{t('options.rateNote', figures)}</RateNote>
        </Container>
      </Section>
      <FinancingExample example={data.example} ratesAsOf={data.ratesAsOf} lang={lang} />
      <SavingNote saving={data.saving} lang={lang} />
      <Section $tone="muted" aria-labelledby="benefits-title">
        <Container>
          <SectionTitle id="benefits-title">{t('benefits.title')}</SectionTitle>
          <Tiles
            tiles={BENEFIT_IDS.map((id) => ({
              title: t(`benefits.items.${id}.title`, figures),
              text: t(`benefits.items.${id}.text`, figures),
            }))}
          />
        </Container>
      </Section>
      <CtaBand id="financing-cta" title={t('cta.title')} text={t('cta.text', figures)}>
        <ButtonLink to={contactFormHref(lang)}>{t('cta.button')}</ButtonLink>
      </CtaBand>
      <Section aria-labelledby="process-title">
        <Container>
          <SectionTitle id="process-title">{t('process.title')}</SectionTitle>
          <Steps steps={t('process.steps', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <FinancingRequirements figures={figures} />
      <RelatedPages
        title={t('related.title')}
        pages={[
          { href: paths.warranty(lang), title: t('related.items.warranty.title'), text: t('related.items.warranty.text') },
          { href: paths.maintenance(lang), title: t('related.items.maintenance.title'), text: t('related.items.maintenance.text') },
          { href: paths.catalog(lang), title: t('related.items.catalog.title'), text: t('related.items.catalog.text') },
        ]}
      />
    </>
  );
}
