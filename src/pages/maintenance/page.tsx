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
import { MaintenanceSchedule } from '../../features/services/components/maintenance-schedule.js';
import { RelatedPages } from '../../features/services/components/related-pages.js';
import { Steps } from '../../components/ui/steps.js';
import { Tiles } from '../../components/ui/tiles.js';
import { durationParts, priceParts } from '../../features/services/lib/figures.js';
import { formatNumber } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';

const SERVICES_ID = 'maintenance-services';

/** docs/decisions/pages-services.md#maintenance: services with duration and price, expertise, EV advantages, booking, options, the schedule, contacts. */
export default function MaintenancePage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { company } = useShell();
  const { t } = useTranslation('maintenance');
  const { t: ts } = useTranslation('services');
  const { t: tc } = useTranslation();
  const interval = { minKm: formatNumber(data.intervalKm.min, lang), maxKm: formatNumber(data.intervalKm.max, lang) };
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text', interval)}
        action={{ label: t('hero.button'), targetId: SERVICES_ID }}
      />
      <Section id={SERVICES_ID} aria-labelledby={`${SERVICES_ID}-title`}>
        <Container>
          <SectionTitle id={`${SERVICES_ID}-title`}>{t('services.title')}</SectionTitle>
          <SectionIntro>{t('services.intro', interval)}</SectionIntro>
          <CardGrid
            columns={4}
            cards={data.services.map((service) => {
              const price = priceParts(service.priceByn, lang);
              const duration = durationParts(service.durationMinutes, lang);
              return {
                id: service.id,
                title: t(`services.items.${service.id}.title`),
                highlight: price.key === 'free' ? ts('free') : ts('priceFrom', { price: price.price }),
                meta: ts('duration', { value: ts(duration.unit, { value: duration.value }) }),
                description: t(`services.items.${service.id}.description`),
                features: t(`services.items.${service.id}.features`, { returnObjects: true }),
              };
            })}
          />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="expertise-title">
        <Container>
          <SectionTitle id="expertise-title">{t('expertise.title')}</SectionTitle>
          <Tiles tiles={t('expertise.items', { returnObjects: true })} />
          <ExampleFactsNote ids={['serviceExpertise']} />
        </Container>
      </Section>
      <Section aria-labelledby="advantages-title">
        <Container>
          <SectionTitle id="advantages-title">{t('advantages.title')}</SectionTitle>
          <SectionIntro>{t('advantages.intro', interval)}</SectionIntro>
          <Tiles tiles={t('advantages.items', { returnObjects: true })} />
        </Container>
      </Section>
      <MaintenanceSchedule months={data.scheduleMonths} interval={interval} />
      <Section aria-labelledby="booking-title">
        <Container>
          <SectionTitle id="booking-title">{t('booking.title')}</SectionTitle>
          <Steps steps={t('booking.steps', { returnObjects: true })} />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="options-title">
        <Container>
          <SectionTitle id="options-title">{t('options.title')}</SectionTitle>
          <Tiles tiles={t('options.items', { returnObjects: true })} />
        </Container>
      </Section>
      <ContactBlock
        title={t('contact.title')}
        text={t('contact.text')}
        button={t('contact.button')}
        labels={{ phone: tc('footer.phone'), hours: t('contact.hours') }}
        hours={company.serviceHours}
      />
      <RelatedPages
        title={t('related.title')}
        pages={[
          { href: paths.warranty(lang), title: t('related.items.warranty.title'), text: t('related.items.warranty.text') },
          { href: paths.guide(lang, 'maintenance'), title: t('related.items.guide.title'), text: t('related.items.guide.text') },
          { href: paths.contact(lang), title: t('related.items.contact.title'), text: t('related.items.contact.text') },
        ]}
      />
    </>
  );
}
