import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { useShell } from '../../components/layout/use-shell.js';
import { ExampleFactsNote } from '../../components/layout/example-facts-note.js';
import { Container } from '../../components/ui/container.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { CardGrid } from '../../features/services/components/card-grid.js';
import { ContactBlock } from '../../features/services/components/contact-block.js';
import { RelatedPages } from '../../features/services/components/related-pages.js';
import { WarrantyConditions } from '../../features/services/components/warranty-conditions.js';
import { WarrantyTerms } from '../../features/services/components/warranty-terms.js';
import { warrantyFigures } from '../../features/services/lib/figures.js';
import { Steps } from '../../components/ui/steps.js';
import { Tiles } from '../../components/ui/tiles.js';
import { paths } from '../../lib/paths.js';
import { RoadsideTerms } from '../../features/services/components/roadside-terms.js';

const COVERAGE_ID = 'coverage';
const COVERAGE_TYPES = ['battery', 'vehicle', 'maintenance', 'roadside'] as const;

/**
 * docs/decisions/pages-services.md#warranty: whose warranty it is (the dealer's, for China-market cars), coverage and its
 * terms, conditions and exclusions, warranty services, the claim process, whom to call, roadside assistance.
 */
export default function WarrantyPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('warranty');
  const { t: ts } = useTranslation('services');
  const { t: tc } = useTranslation();
  const { company } = useShell();
  // Each term in years and kilometres, with its unit, from content/services.yaml.
  const figures = {
    ...warrantyFigures(data, lang, { years: (count) => ts('years', { count }), km: (value) => ts('km', { value }) }),
    claimHours: data.claimApprovalHours,
  };
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text', figures)}
        action={{ label: t('hero.button'), targetId: COVERAGE_ID }}
      />
      <Section $tone="muted" aria-labelledby="whose-title">
        <Container>
          <SectionTitle id="whose-title">{t('whose.title')}</SectionTitle>
          <SectionIntro>{t('whose.imported')}</SectionIntro>
          <SectionIntro>{t('whose.dealer', { legalName: company.legal.name })}</SectionIntro>
          <SectionIntro>{t('whose.contract')}</SectionIntro>
        </Container>
      </Section>
      <Section id={COVERAGE_ID} aria-labelledby={`${COVERAGE_ID}-title`}>
        <Container>
          <SectionTitle id={`${COVERAGE_ID}-title`}>{t('coverage.title')}</SectionTitle>
          <SectionIntro>{t('coverage.intro', figures)}</SectionIntro>
          <CardGrid
            columns={4}
            cards={COVERAGE_TYPES.map((id) => ({
              id,
              title: t(`coverage.types.${id}.title`),
              meta: t(`coverage.types.${id}.duration`, figures),
              description: t(`coverage.types.${id}.description`, figures),
              features: t(`coverage.types.${id}.features`, { returnObjects: true, ...figures }),
            }))}
          />
          <WarrantyTerms figures={figures} />
        </Container>
      </Section>
      <WarrantyConditions />
      <Section aria-labelledby="warranty-benefits-title">
        <Container>
          <SectionTitle id="warranty-benefits-title">{t('coverage.benefits.title')}</SectionTitle>
          <Tiles tiles={t('coverage.benefits.items', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="warranty-services-title">
        <Container>
          <SectionTitle id="warranty-services-title">{t('services.title')}</SectionTitle>
          <SectionIntro>{t('services.intro', figures)}</SectionIntro>
          <Tiles tiles={t('services.items', { returnObjects: true, ...figures })} />
          <ExampleFactsNote ids={['serviceExpertise']} />
        </Container>
      </Section>
      <Section aria-labelledby="claim-title">
        <Container>
          <SectionTitle id="claim-title">{t('claim.title')}</SectionTitle>
          <Steps steps={t('claim.steps', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="roadside-title">
        <Container>
          <SectionTitle id="roadside-title">{t('roadside.title')}</SectionTitle>
          <SectionIntro>{t('roadside.text', figures)}</SectionIntro>
          <RoadsideTerms title={t('roadside.termsTitle')} terms={data.roadsideTerms} />
        </Container>
      </Section>
      <ContactBlock
        title={t('contact.title')}
        text={t('contact.text', figures)}
        button={t('contact.button')}
        labels={{ phone: t('contact.hotline'), email: t('contact.email') }}
      />
      <RelatedPages
        title={t('related.title')}
        pages={[
          { href: paths.maintenance(lang), title: t('related.items.maintenance.title'), text: t('related.items.maintenance.text') },
          { href: paths.financing(lang), title: t('related.items.financing.title'), text: t('related.items.financing.text') },
          { href: paths.contact(lang), title: t('related.items.contact.title'), text: t('related.items.contact.text') },
        ]}
      />
    </>
  );
}
