import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Container } from '../../components/ui/container.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { CardGrid } from '../../features/services/components/card-grid.js';
import { ContactBlock } from '../../features/services/components/contact-block.js';
import { RelatedPages } from '../../features/services/components/related-pages.js';
import { WarrantyTerms, type WarrantyTerm } from '../../features/services/components/warranty-terms.js';
import { Steps } from '../../components/ui/steps.js';
import { Tiles } from '../../components/ui/tiles.js';
import { formatNumber } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';

const COVERAGE_ID = 'coverage';
const COVERAGE_TYPES = ['battery', 'vehicle', 'maintenance', 'roadside'] as const;

/** docs/decisions/pages-services.md#warranty: coverage and its terms, warranty services, the claim process, whom to call, roadside assistance. */
export default function WarrantyPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('warranty');
  const { t: ts } = useTranslation('services');
  const { t: tc } = useTranslation();
  // Each term in years and kilometres, with its unit, from content/services.yaml.
  const term = (name: WarrantyTerm) => ({
    [`${name}Years`]: ts('years', { count: data[name].years }),
    [`${name}Km`]: ts('km', { value: formatNumber(data[name].km, lang) }),
  });
  const figures = { ...term('battery'), ...term('vehicle'), ...term('maintenance'), claimHours: data.claimApprovalHours };
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text', figures)}
        action={{ label: t('hero.button'), targetId: COVERAGE_ID }}
      />
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
      <Section $tone="muted" aria-labelledby="warranty-benefits-title">
        <Container>
          <SectionTitle id="warranty-benefits-title">{t('coverage.benefits.title')}</SectionTitle>
          <Tiles tiles={t('coverage.benefits.items', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <Section aria-labelledby="warranty-services-title">
        <Container>
          <SectionTitle id="warranty-services-title">{t('services.title')}</SectionTitle>
          <SectionIntro>{t('services.intro', figures)}</SectionIntro>
          <Tiles tiles={t('services.items', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="claim-title">
        <Container>
          <SectionTitle id="claim-title">{t('claim.title')}</SectionTitle>
          <Steps steps={t('claim.steps', { returnObjects: true, ...figures })} />
        </Container>
      </Section>
      <Section aria-labelledby="roadside-title">
        <Container>
          <SectionTitle id="roadside-title">{t('roadside.title')}</SectionTitle>
          <SectionIntro>{t('roadside.text', figures)}</SectionIntro>
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
