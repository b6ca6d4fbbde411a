import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useMinskToday } from '../../../components/hooks/use-minsk-today.js';
import { useShell } from '../../../components/layout/use-shell.js';
import type { CarDetail, ComparedCar } from '../../../lib/car-model.js';
import { messageText, offersMessageOn, type Message, type PanelHeadlines } from '../../../lib/car-headline-text.js';
import type { CarMoney } from '../../../lib/car-money.js';
import { MAX_COMPARED, SIMILAR_RANGE_KM } from '../../../lib/comparison-limits.js';
import { CarPanel } from './car-panel.js';
import { OnDemandSection } from './on-demand-section.js';
import { CarWarranty } from './sections/warranty.js';

// Each section is its own chunk, fetched when the visitor reaches for its panel.
const loadComparison = () => import('./sections/comparison.js');
const loadRangeChart = () => import('./sections/range-chart.js');
const loadCharging = () => import('./sections/charging.js');
const loadLeasing = () => import('./sections/leasing.js');
const loadTradeIn = () => import('./sections/trade-in.js');
const loadOffers = () => import('./sections/offers.js');
const loadOwnership = () => import('./sections/ownership.js');
const loadFuelSavings = () => import('./sections/fuel-savings.js');
const Comparison = lazy(loadComparison);
const RangeChart = lazy(loadRangeChart);
const Charging = lazy(loadCharging);
const Leasing = lazy(loadLeasing);
const TradeIn = lazy(loadTradeIn);
const Offers = lazy(loadOffers);
const Ownership = lazy(loadOwnership);
const FuelSavings = lazy(loadFuelSavings);

interface Props {
  car: CarDetail;
  /** This car as the comparison reads it (the other cars load with the comparison). */
  comparedCar: ComparedCar;
  money: CarMoney;
  /** Each panel's headline (the page's data). */
  headlines: PanelHeadlines;
  /** The detailed specs with their sources (pre-rendered, hydrated when idle: the same element on every render). */
  details: ReactNode;
  /** The dealer's warranty terms (content/services.yaml): the warranty and service block under the panels. */
  warranty: Parameters<typeof CarWarranty>[0]['terms'];
}

/**
 * The car page's panels below its description (issue 23): the detailed specs, the
 * comparison, range, charging and the calculators, each closed with its headline result,
 * each calculator's code loaded on demand.
 */
export function CarSections({ car, comparedCar, money, headlines, details, warranty }: Props) {
  const { t } = useTranslation('car');
  const { buildYear } = useShell();
  // Rendered for the build's day; once in the browser, today decides which offers are live.
  const today = useMinskToday(money.date);
  // The keys are built from the panels' ids, so they are not literal keys for the types.
  const text = (message: Message) => messageText(t as unknown as (key: string, values?: object) => string, message);
  // A calculator's headline states its starting assumptions; once the buyer has opened it, it says
  // what the calculator says (the buyer's figures), and goes back to the assumptions while a field is
  // wrong. Each calculator words it itself, so that code loads with the calculator.
  const [leasingLive, setLeasingLive] = useState<Message | null>(null);
  const [chargingLive, setChargingLive] = useState<Message | null>(null);
  const [tradeInLive, setTradeInLive] = useState<Message | null>(null);
  const [ownershipLive, setOwnershipLive] = useState<Message | null>(null);
  const [fuelLive, setFuelLive] = useState<Message | null>(null);
  return (
    <Panels>
      <CarPanel id="details" title={t('details')} headline={text(headlines.details)} body="always">
        {details}
      </CarPanel>
      <OnDemandSection
        id="compare"
        title={t('compare.title')}
        headline={text(headlines.compare)}
        intro={t('compare.intro', { max: MAX_COMPARED, km: SIMILAR_RANGE_KM })}
        load={loadComparison}
        reserve={{ phone: 1000, wide: 570 }}
      >
        <Comparison car={comparedCar} />
      </OnDemandSection>
      <OnDemandSection
        id="range"
        title={t('range.title')}
        headline={text(headlines.range)}
        intro={t('range.intro')}
        load={loadRangeChart}
        reserve={{ phone: 980, wide: 520 }}
      >
        <RangeChart specs={car.specs} slug={car.slug} />
      </OnDemandSection>
      <OnDemandSection
        id="charging"
        title={t('charging.title')}
        headline={text(chargingLive ?? headlines.charging)}
        load={loadCharging}
        reserve={{ phone: 1250, wide: 480 }}
      >
        <Charging
          specs={car.specs}
          money={money}
          makerSource={car.sources.find((source) => source.figures.includes('dcChargeTime'))?.publisher}
          onHeadline={setChargingLive}
        />
      </OnDemandSection>
      <OnDemandSection
        id="leasing"
        title={t('leasing.title')}
        headline={text(leasingLive ?? headlines.leasing)}
        load={loadLeasing}
        reserve={{ phone: 1030, wide: 410 }}
      >
        <Leasing priceBYN={car.priceBYN} money={money} onHeadline={setLeasingLive} />
      </OnDemandSection>
      <OnDemandSection
        id="trade-in"
        title={t('tradeIn.title')}
        headline={text(tradeInLive ?? headlines.tradeIn)}
        intro={t('tradeIn.intro')}
        load={loadTradeIn}
        reserve={{ phone: 1030, wide: 440 }}
      >
        <TradeIn priceUSD={car.priceUSD} usdRate={money.usdToByn} currentYear={buildYear} onHeadline={setTradeInLive} />
      </OnDemandSection>
      <OnDemandSection
        id="offers"
        title={t('offers.title')}
        headline={text(offersMessageOn(headlines.offers, today))}
        load={loadOffers}
        reserve={{ phone: 1330, wide: 640 }}
      >
        <Offers priceUSD={car.priceUSD} money={money} />
      </OnDemandSection>
      <OnDemandSection
        id="ownership"
        title={t('ownership.title')}
        headline={text(ownershipLive ?? headlines.ownership)}
        intro={t('ownership.intro')}
        load={loadOwnership}
        reserve={{ phone: 1830, wide: 720 }}
      >
        <Ownership specs={car.specs} money={money} onHeadline={setOwnershipLive} />
      </OnDemandSection>
      <OnDemandSection
        id="fuel"
        title={t('fuel.title')}
        headline={text(fuelLive ?? headlines.fuel)}
        load={loadFuelSavings}
        reserve={{ phone: 1060, wide: 430 }}
      >
        <FuelSavings specs={car.specs} money={money} onHeadline={setFuelLive} />
      </OnDemandSection>
      <CarWarranty terms={warranty} powertrain={car.specs.type} />
    </Panels>
  );
}

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  @media print {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;
