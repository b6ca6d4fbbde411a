/**
 * What each collapsed panel of the car page says while it is closed (issue 23): the result
 * its section opens with, worked out at build time by the section's own modules from the
 * section's own starting values. The headline and the opened section therefore agree, and
 * the browser computes nothing for it (the page's data.ts calls this; the browser only
 * formats the figures, lib/car-headline-text.ts).
 */
import type { Offer, RangeCycle } from '../../content/schema.js';
import { LEASING_START, leasingQuote } from './calculators/leasing.js';
import {
  appliedOffers,
  choosableOffers,
  conditionalExtras,
  defaultOffer,
  discountSummary,
  liveOffers,
  offerAmount,
} from './calculators/offers.js';
import {
  consumptionKwhPer100,
  DEFAULT_KM_PER_YEAR,
  DEFAULT_MIX,
  DEFAULT_PETROL_PER_100,
  DEFAULT_PETROL_SHARE,
  DEFAULT_YEARS,
  energyCostPerKm,
  fuelSavings,
  generatorUse,
  mixPricePerKwh,
  ownershipCost,
} from './calculators/running-costs.js';
import { TRADE_IN_START, tradeInEstimate } from './calculators/trade-in.js';
import { detailFigures } from './car-figures.js';
import type { CarMoney } from './car-money.js';
import type { CarDetail, ComparedCar } from './car-model.js';
import { similarCars } from './comparison.js';
import {
  CHARGERS,
  chargerLabel,
  chargingEstimate,
  DAILY_TARGET,
  commonStationTime,
  dcFacts,
  defaultCharger,
  fastestDcTime,
  START_LEVEL,
  type ChargerLabel,
  type TimeBasis,
} from './ev/charging.js';
import { rangeFigures } from './ev/range.js';
import { usdToByn } from './format.js';

/**
 * From `from` (YYYY-MM-DD) on, the discount the offers section opens with (offers every buyer gets
 * only; null when none applies), what more the default pick brings on a condition (the trade-in
 * bonus: the sum, and each condition in the page's language), and how many offers there are to choose.
 */
export interface OfferHeadline {
  from: string;
  /** `until`: the last day of the first of the applied offers to end (YYYY-MM-DD): the discount as stated holds till then. */
  discount: { totalUsd: number; percent: number; finalUsd: number; finalByn: number; until: string } | null;
  extra: { usd: number; conditions: string[] } | null;
  choosable: number;
}

export interface CarHeadlines {
  details: { figures: number; sources: number };
  /** The cars the comparison shows while none is chosen. */
  compare: string[];
  /**
   * The year-round Minsk figure (electric only for a hybrid) and the rated one it comes from; `winter`, at −15 °C
   * (the range tool's winter condition), is shown beside the year's average from the first glance.
   */
  range: { hybrid: boolean; minsk: number; winter: number; rated: number; cycle: RangeCycle } | null;
  /**
   * The default charger's time: on the fastest DC, the time every page states (the maker's where published).
   * `station`: the same window on the common fast DC station (60 kW), where the car takes more than that, so the
   * first glance is not only the maker's best case (the model's estimate; null otherwise).
   */
  charging: {
    charger: ChargerLabel;
    from: number;
    to: number;
    minutes: number;
    basis: TimeBasis;
    station: { kw: number; minutes: number } | null;
  } | null;
  /** `typicalRate`: the rate is a typical one of the partners' programmes (the calculator starts there), which the text says. */
  leasing: { monthly: number; downPercent: number; months: number; ratePercent: number; typicalRate: boolean };
  /** The calculator's example car: its age, price new and estimated value range, USD. */
  tradeIn: { ageYears: number; priceNewUsd: number; lowUsd: number; highUsd: number };
  /** In date order; the browser takes the last one whose day has come (offers expire after the build). */
  offers: OfferHeadline[];
  /** Electricity and service (insurance is the visitor's to type), BYN; `withPetrol`: a hybrid's generator's petrol too. */
  ownership: { total: number; years: number; kmPerYear: number; withPetrol: boolean; withInsurance: boolean } | null;
  fuel: { savedPerYear: number; petrolPer100: number; kmPerYear: number } | null;
}

interface CarHeadlinesInput {
  car: CarDetail;
  /** Every car, as the comparison has them. */
  compared: readonly ComparedCar[];
  money: CarMoney;
  /** The year the trade-in counts ages from (the build's). */
  currentYear: number;
}

export function carHeadlines({ car, compared, money, currentYear }: CarHeadlinesInput): CarHeadlines {
  const { specs } = car;
  const thisCar = compared.find((other) => other.id === car.id);
  const others = compared.filter((other) => other.id !== car.id);
  const range = rangeFigures(specs);
  const consumption = consumptionKwhPer100(specs);
  // The calculators' starting point, so that a closed panel says what it opens to.
  const generator = generatorUse(specs, DEFAULT_PETROL_SHARE, money.petrol.pricePerLitre);

  const facts = dcFacts(specs);
  const charger = CHARGERS.find((c) => c.id === defaultCharger(facts))!;
  const fastest = facts && fastestDcTime(facts);
  const daily = facts && chargingEstimate(charger, facts, money.tariffs).minutes.find((entry) => entry.target === DAILY_TARGET)!;
  const charging: CarHeadlines['charging'] =
    fastest && charger.current === 'DC'
      ? { charger: chargerLabel(charger.id), ...fastest, station: commonStationTime(facts, fastest) }
      : daily?.minutes != null
        ? { charger: charger.id, from: START_LEVEL, to: DAILY_TARGET, minutes: daily.minutes, basis: 'model', station: null }
        : null;

  const quote = leasingQuote({
    price: car.priceBYN,
    downPercent: LEASING_START.downPercent,
    months: LEASING_START.months,
    ratePercent: money.leasing.typicalRatePercent,
  });

  const tradeIn = tradeInEstimate({
    priceNewUsd: TRADE_IN_START.priceNewUsd,
    year: currentYear - TRADE_IN_START.ageYears,
    mileageKm: TRADE_IN_START.mileageKm,
    condition: TRADE_IN_START.condition,
    currentYear,
  });

  return {
    details: { figures: detailFigures(specs).length, sources: car.sources.length },
    compare: thisCar ? similarCars(thisCar, others).map((other) => other.name) : [],
    range: range && {
      hybrid: specs.type === 'hybrid',
      minsk: range.minsk,
      winter: range.conditions.find((condition) => condition.id === 'winter')!.electric,
      rated: specs.type === 'hybrid' ? range.rated.electric! : range.rated.total!,
      cycle: range.cycle,
    },
    charging,
    leasing: {
      monthly: Math.round(quote.monthly),
      downPercent: LEASING_START.downPercent,
      months: LEASING_START.months,
      ratePercent: money.leasing.typicalRatePercent,
      typicalRate: true,
    },
    tradeIn: {
      ageYears: TRADE_IN_START.ageYears,
      priceNewUsd: TRADE_IN_START.priceNewUsd,
      lowUsd: tradeIn.usd.low,
      highUsd: tradeIn.usd.high,
    },
    offers: offerHeadlines(money.offers, car.priceUSD, money.usdToByn, money.date),
    ownership:
      consumption === null
        ? null
        : {
            total: ownershipCost({
              years: DEFAULT_YEARS,
              kmPerYear: DEFAULT_KM_PER_YEAR,
              consumptionPer100: consumption,
              mix: DEFAULT_MIX,
              tariffs: money.tariffs,
              service: money.service,
              insurancePerYear: 0,
              generator,
            }).total,
            years: DEFAULT_YEARS,
            kmPerYear: DEFAULT_KM_PER_YEAR,
            withPetrol: generator !== undefined,
            withInsurance: false,
          },
    fuel:
      consumption === null
        ? null
        : {
            savedPerYear: fuelSavings({
              years: DEFAULT_YEARS,
              kmPerYear: DEFAULT_KM_PER_YEAR,
              petrolPer100: DEFAULT_PETROL_PER_100,
              petrolPrice: money.petrol.pricePerLitre,
              electricCostPerKm: energyCostPerKm(consumption, mixPricePerKwh(DEFAULT_MIX, money.tariffs)),
              generator,
            }).savedPerYear,
            petrolPer100: DEFAULT_PETROL_PER_100,
            kmPerYear: DEFAULT_KM_PER_YEAR,
          },
  };
}

/** A car's price from each day on with the discount every buyer gets while one is live, else null (the comparison's row). */
export type OfferPrice = { from: string; price: { byn: number; usd: number; until: string } | null };
export function offerPrices(headlines: readonly OfferHeadline[]): OfferPrice[] {
  return headlines.map(({ from, discount }) => ({
    from,
    price: discount && { byn: discount.finalByn, usd: discount.finalUsd, until: discount.until },
  }));
}

/** The day after a YYYY-MM-DD date. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The offers headline from `from` on and from each day an offer expires: what the offers
 * section shows on that day (the live offers, the default pick and what comes with it for
 * every buyer), and what the default pick brings more on a condition, which is not counted.
 */
export function offerHeadlines(
  offers: readonly (Pick<Offer, 'id' | 'addedWith' | 'discount' | 'validUntil'> & { condition?: string })[],
  priceUsd: number,
  rate: number,
  from: string,
): OfferHeadline[] {
  const changes = [...new Set(offers.map((offer) => nextDay(offer.validUntil)))].filter((day) => day > from).sort();
  return [from, ...changes].map((day) => {
    const live = liveOffers(offers, day);
    const picked = defaultOffer(live);
    const applied = appliedOffers(live, picked);
    const extras = conditionalExtras(live, picked);
    const choosable = choosableOffers(live).length;
    const extra =
      extras.length === 0
        ? null
        : {
            usd: extras.reduce((sum, offer) => sum + offerAmount(offer, priceUsd), 0),
            conditions: extras.map((offer) => offer.condition!),
          };
    if (applied.length === 0) return { from: day, discount: null, extra, choosable };
    const { totalUsd, percent, finalUsd } = discountSummary(applied, priceUsd);
    const until = applied.map((offer) => offer.validUntil).sort()[0]!;
    return { from: day, discount: { totalUsd, percent, finalUsd, finalByn: usdToByn(finalUsd, rate), until }, extra, choosable };
  });
}
