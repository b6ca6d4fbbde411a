import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../components/layout/use-shell.js';
import type { CarDetail, ComparedCar } from '../../../lib/car-model.js';
import type { CarMoney } from '../../../lib/car-money.js';
import { MAX_COMPARED, SIMILAR_RANGE_KM } from '../../../lib/comparison-limits.js';
import { OnDemandSection } from './on-demand-section.js';

// Below the heading, each section is its own chunk, fetched as the visitor scrolls near it.
const Comparison = lazy(() => import('./sections/comparison.js'));
const RangeChart = lazy(() => import('./sections/range-chart.js'));
const Charging = lazy(() => import('./sections/charging.js'));
const Leasing = lazy(() => import('./sections/leasing.js'));
const TradeIn = lazy(() => import('./sections/trade-in.js'));
const Offers = lazy(() => import('./sections/offers.js'));
const Ownership = lazy(() => import('./sections/ownership.js'));
const FuelSavings = lazy(() => import('./sections/fuel-savings.js'));

interface Props {
  car: CarDetail;
  /** Every car, for the comparison. */
  compared: ComparedCar[];
  money: CarMoney;
}

/** The car page's sections below its heading: comparison, range, charging and the calculators, each loaded on demand into space measured for it. */
export function CarSections({ car, compared, money }: Props) {
  const { t } = useTranslation('car');
  const { buildYear } = useShell();
  const thisCar = compared.find((other) => other.id === car.id)!;
  return (
    <>
      <OnDemandSection
        id="compare"
        title={t('compare.title')}
        intro={t('compare.intro', { max: MAX_COMPARED, km: SIMILAR_RANGE_KM })}
        reserve={{ phone: 1000, wide: 570 }}
      >
        <Comparison car={thisCar} cars={compared} />
      </OnDemandSection>
      <OnDemandSection id="range" title={t('range.title')} intro={t('range.intro')} reserve={{ phone: 980, wide: 520 }}>
        <RangeChart specs={car.specs} />
      </OnDemandSection>
      <OnDemandSection id="charging" title={t('charging.title')} reserve={{ phone: 1250, wide: 480 }}>
        <Charging specs={car.specs} money={money} />
      </OnDemandSection>
      <OnDemandSection id="leasing" title={t('leasing.title')} reserve={{ phone: 1030, wide: 410 }}>
        <Leasing priceBYN={car.priceBYN} money={money} />
      </OnDemandSection>
      <OnDemandSection id="trade-in" title={t('tradeIn.title')} intro={t('tradeIn.intro')} reserve={{ phone: 1030, wide: 440 }}>
        <TradeIn priceUSD={car.priceUSD} usdRate={money.usdToByn} currentYear={buildYear} />
      </OnDemandSection>
      <OnDemandSection id="offers" title={t('offers.title')} reserve={{ phone: 1330, wide: 640 }}>
        <Offers priceUSD={car.priceUSD} money={money} />
      </OnDemandSection>
      <OnDemandSection id="ownership" title={t('ownership.title')} intro={t('ownership.intro')} reserve={{ phone: 1830, wide: 720 }}>
        <Ownership specs={car.specs} money={money} />
      </OnDemandSection>
      <OnDemandSection id="fuel" title={t('fuel.title')} reserve={{ phone: 1060, wide: 430 }}>
        <FuelSavings specs={car.specs} money={money} />
      </OnDemandSection>
    </>
  );
}
