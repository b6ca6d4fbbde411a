import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useChosenCar } from '../../components/hooks/use-chosen-car.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Container } from '../../components/ui/container.js';
import { LinkCards } from '../../components/ui/link-cards.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { Tiles } from '../../components/ui/tiles.js';
import { RangeTool } from '../../features/range-conditions/components/range-tool.js';
import { RANGE_INFLUENCES, rangeSettingOf, tripKmOf } from '../../lib/ev/range.js';
import { paths } from '../../lib/paths.js';

// The car page's chart of all six conditions: the same component, loaded once a car is chosen.
const RangeChart = lazy(() => import('../../features/car/components/sections/range-chart.js'));

/** The single condition of links shared before the conditions combined (issue 40): read, then replaced by the axes. */
const CONDITION_PARAM = 'condition';
/** The trip's length in km, when the buyer gives one: `?trip=350`. */
const TRIP_PARAM = 'trip';

/** docs/decisions/pages-information.md#range-conditions (/information/range-conditions): a car's range by condition, shared by URL. */
export default function RangeConditionsPage({ data: { cars } }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('range-conditions');
  const { car, params, set, chooseCar } = useChosenCar(cars);
  const setting = rangeSettingOf(params);
  const tripText = (params.get(TRIP_PARAM) ?? '').replace(/\D/g, '').slice(0, 4);

  return (
    <>
      <InformationHero title={t('hero.title')} text={t('hero.text')} />
      <Section aria-label={t('hero.title')}>
        <Container>
          <RangeTool
            cars={cars}
            car={car}
            setting={setting}
            onCar={chooseCar}
            trip={{ text: tripText, km: tripKmOf(tripText) }}
            onSetting={(change) => set({ ...setting, ...change, [CONDITION_PARAM]: null })}
            onTrip={(text) => set({ [TRIP_PARAM]: text || null })}
          />
        </Container>
      </Section>
      {car && (
        <Section $tone="muted" aria-labelledby="all-conditions-title">
          <Container>
            <SectionTitle id="all-conditions-title">{t('all.title')}</SectionTitle>
            <SectionIntro>{t('all.intro')}</SectionIntro>
            <Suspense fallback={null}>
              <RangeChart specs={car.specs} />
            </Suspense>
          </Container>
        </Section>
      )}
      <Section aria-labelledby="factors-title">
        <Container>
          <SectionTitle id="factors-title">{t('factors.title')}</SectionTitle>
          <SectionIntro>{t('factors.intro')}</SectionIntro>
          <Tiles
            tiles={RANGE_INFLUENCES.map(({ id, maxLossPercent }) => ({
              title: t(`factors.items.${id}.title`),
              text: t(`factors.items.${id}.text`, { percent: maxLossPercent }),
            }))}
          />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="range-next-title">
        <Container>
          <SectionTitle id="range-next-title">{t('next.title')}</SectionTitle>
          <LinkCards
            cards={[
              { href: paths.guide(lang, 'winter-driving'), title: t('next.winter'), text: t('next.winterText') },
              { href: paths.chargingGuide(lang), title: t('next.charging'), text: t('next.chargingText') },
            ]}
            action={t('next.open')}
          />
        </Container>
      </Section>
    </>
  );
}
