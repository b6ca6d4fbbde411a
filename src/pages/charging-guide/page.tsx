import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useChosenCar } from '../../components/hooks/use-chosen-car.js';
import { Container } from '../../components/ui/container.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { ChargerTypes } from '../../features/charging-guide/components/charger-types.js';
import { ChargingDetails } from '../../features/charging-guide/components/charging-details.js';
import { FaqList } from '../../features/charging-guide/components/faq-list.js';
import { chargerOf, DAILY_TARGET, LOWEST_LEVEL } from '../../lib/ev/charging.js';

// The car page's charging section (five types, times to 20, 50, 80 and 100 %, cost): the same component.
const Charging = lazy(() => import('../../features/car/components/sections/charging.js'));

const TYPE_PARAM = 'type';
const DETAILS_ID = 'charging-details';

/** docs/decisions/pages-information.md#charging-guide (/information/charging-guide): the five charging types, a car's times, tips and questions. */
export default function ChargingGuidePage({ data: { cars, money } }: PageProps<typeof page>) {
  const { t } = useTranslation('charging-guide');
  const { t: tcar } = useTranslation('car');
  const { car, params, set, chooseCar } = useChosenCar(cars);
  const type = chargerOf(params.get(TYPE_PARAM));
  const chooseType = (id: string) => set({ [TYPE_PARAM]: id });
  const tips = t('tips.items', { returnObjects: true, daily: DAILY_TARGET, lowest: LOWEST_LEVEL }) as string[];

  return (
    <>
      <InformationHero title={t('hero.title')} text={t('hero.text')} />
      <Section aria-labelledby="charging-intro-title">
        <Container>
          <SectionTitle id="charging-intro-title">{t('intro.title')}</SectionTitle>
          {(t('intro.paragraphs', { returnObjects: true }) as string[]).map((paragraph) => (
            <SectionIntro key={paragraph}>{paragraph}</SectionIntro>
          ))}
        </Container>
      </Section>
      <ChargingDetails id={DETAILS_ID} cars={cars} car={car?.slug ?? ''} onCar={chooseCar} typeName={tcar(`charging.types.${type}`)}>
        {car && (
          <Suspense fallback={null}>
            <Charging specs={car.specs} money={money} choice={{ value: type, onChange: chooseType }} />
          </Suspense>
        )}
      </ChargingDetails>
      <Section aria-labelledby="charging-types-title">
        <Container>
          <SectionTitle id="charging-types-title">{t('typesSection.title')}</SectionTitle>
          <SectionIntro>{t('typesSection.intro')}</SectionIntro>
          <ChargerTypes car={car} money={money} chosen={type} onChoose={chooseType} detailsId={DETAILS_ID} />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="charging-tips-title">
        <Container>
          <SectionTitle id="charging-tips-title">{t('tips.title')}</SectionTitle>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Container>
      </Section>
      <Section aria-labelledby="charging-faq-title">
        <Container>
          <SectionTitle id="charging-faq-title">{t('faq.title')}</SectionTitle>
          <FaqList items={t('faq.items', { returnObjects: true }) as { q: string; a: string }[]} />
        </Container>
      </Section>
    </>
  );
}
