/**
 * The closed panels' headlines as texts to look up (issue 23): a key of the car namespace
 * and its values, formatted for the page's language. The page's data.ts makes them at build
 * time from the figures of lib/car-headlines.ts; the browser only picks the offers' text
 * for its day and looks the texts up. Pure, so the texts are pinned by unit tests.
 */
import type { Lang } from '../../shared/lang.js';
import { formatList } from '../../shared/lists.js';
import type { CarHeadlines, OfferHeadline } from './car-headlines.js';
import { formatByn, formatNumber, formatPercent, formatUsd, formatUsdRange } from './format.js';
import { formatIsoDate } from './dates.js';

/** A text of the car namespace: its key and values, a value being a text of its own where it needs words. */
export interface Message {
  key: string;
  values?: Record<string, string | number | Message>;
}

/** How a calculator tells its closed panel what to say, each time its result changes; null while a field is wrong. */
export type HeadlineListener = (headline: Message | null) => void;

export type PanelId = 'details' | 'compare' | 'range' | 'charging' | 'leasing' | 'tradeIn' | 'offers' | 'ownership' | 'fuel';

/** Each panel's headline; the offers' from each day on (YYYY-MM-DD), as offers expire after the build. */
export type PanelHeadlines = Record<Exclude<PanelId, 'offers'>, Message> & { offers: { from: string; message: Message }[] };

/** A number of minutes as the charging section writes it: "28 мин", "1 ч", "1 ч 5 мин". */
export function durationMessage(minutes: number): Message {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return { key: 'charging.minutes', values: { m } };
  if (m === 0) return { key: 'charging.hours', values: { h } };
  return { key: 'charging.hoursMinutes', values: { h, m } };
}

/**
 * The offers' headline: the discount every buyer gets and the final price; what the offer brings
 * more on a condition is said apart, never counted in (docs/decisions/pages-catalogue-and-car.md#offers).
 */
function offersMessage({ discount, extra, choosable }: OfferHeadline, lang: Lang): Message {
  if (!discount) return { key: choosable > 0 ? 'headlines.offersConditional' : 'headlines.offersNone' };
  const values = {
    total: formatUsd(discount.totalUsd, lang),
    percent: formatPercent(discount.percent, lang),
    final: formatByn(discount.finalByn, lang),
    // An advertised discount states how long it lasts.
    until: formatIsoDate(discount.until, lang),
  };
  if (!extra) return { key: 'headlines.offers', values };
  return {
    key: 'headlines.offersAndExtra',
    values: { ...values, extra: formatUsd(extra.usd, lang), condition: formatList(lang, extra.conditions) },
  };
}

/**
 * The leasing headline: a monthly payment with the down payment, term and rate it assumes, at the
 * calculator's starting values, or at the buyer's once they have changed them (the panel follows
 * the live result then). At the partners' lowest rate it says it is an example at that rate, not what
 * every buyer pays (Law No. 225-Z «О рекламе», art. 26).
 */
export function leasingMessage(leasing: CarHeadlines['leasing'], lang: Lang): Message {
  return {
    key: leasing.typicalRate ? 'headlines.leasing' : 'headlines.leasingAtRate',
    values: {
      monthly: formatByn(leasing.monthly, lang),
      down: formatPercent(leasing.downPercent, lang),
      months: leasing.months,
      rate: formatPercent(leasing.ratePercent, lang),
    },
  };
}

/** The charging panel's headline: the default charger's time at first, the buyer's choice once made. */
export function chargingMessage(charging: CarHeadlines['charging']): Message {
  return charging
    ? {
        // The maker's time as published; any other is the model's estimate and says so: on AC too, where the
        // time rests on the car's on-board charger taking the charger's power, which no maker figure confirms here.
        key: charging.basis === 'maker' ? 'headlines.chargingMaker' : 'headlines.chargingEstimate',
        values: {
          from: charging.from,
          to: charging.to,
          time: durationMessage(charging.minutes),
          charger: { key: `charging.types.${charging.charger}` },
          // The common station beside the car's best case, so the first glance is not only the maker's figure.
          station: charging.station
            ? { key: 'headlines.chargingStation', values: { kw: charging.station.kw, time: durationMessage(charging.station.minutes) } }
            : '',
        },
      }
    : { key: 'headlines.chargingUnknown' };
}

/**
 * The ownership panel's headline: the total over the years, at the defaults or the buyer's figures, with the
 * distance it assumes and what it counts (insurance only once the buyer types it), so it is not read as the whole cost.
 */
export function ownershipMessage(ownership: CarHeadlines['ownership'], lang: Lang): Message {
  if (!ownership) return { key: 'headlines.energyUnknown' };
  const parts = `${ownership.withPetrol ? 'petrol' : 'electric'}${ownership.withInsurance ? 'Insured' : ''}`;
  return {
    key: 'headlines.ownership',
    values: {
      total: formatByn(ownership.total, lang),
      period: { key: 'headlines.years', values: { count: ownership.years } },
      km: formatNumber(ownership.kmPerYear, lang),
      parts: { key: `headlines.ownershipParts.${parts}` },
    },
  };
}

/** The fuel panel's headline: the yearly saving at the distance and against the petrol consumption it assumes. */
export function fuelMessage(fuel: CarHeadlines['fuel'], lang: Lang): Message {
  return fuel
    ? {
        key: 'headlines.fuel',
        values: {
          saved: formatByn(fuel.savedPerYear, lang),
          petrol: formatNumber(fuel.petrolPer100, lang),
          km: formatNumber(fuel.kmPerYear, lang),
        },
      }
    : { key: 'headlines.energyUnknown' };
}

/** The trade-in panel's headline: the value range of a car of the age and price assumed, or the buyer's own. */
export function tradeInMessage(tradeIn: CarHeadlines['tradeIn'], lang: Lang): Message {
  return {
    key: 'headlines.tradeIn',
    values: {
      count: tradeIn.ageYears,
      priceNew: formatUsd(tradeIn.priceNewUsd, lang),
      value: formatUsdRange(tradeIn.lowUsd, tradeIn.highUsd, lang),
    },
  };
}

/** Every panel's headline in a language. */
export function headlineMessages(headlines: CarHeadlines, lang: Lang): PanelHeadlines {
  const km = (value: number): Message => ({ key: 'headlines.km', values: { km: formatNumber(value, lang) } });
  const { details, compare, range, charging, leasing, tradeIn, ownership, fuel } = headlines;
  return {
    // One source reads «со ссылкой на источник», not «со ссылками на 1 источник».
    details: {
      key: details.sources === 1 ? 'headlines.detailsOneSource' : 'headlines.details',
      values: { count: details.figures, sources: { key: 'headlines.sources', values: { count: details.sources } } },
    },
    compare:
      compare.length > 0 ? { key: 'headlines.compare', values: { names: formatList(lang, compare) } } : { key: 'headlines.compareNone' },
    range: range
      ? {
          key: range.hybrid ? 'headlines.rangeHybrid' : 'headlines.range',
          values: { minsk: km(range.minsk), winter: km(range.winter), rated: km(range.rated), cycle: range.cycle },
        }
      : { key: 'headlines.rangeUnknown' },
    charging: chargingMessage(charging),
    leasing: leasingMessage(leasing, lang),
    tradeIn: tradeInMessage(tradeIn, lang),
    offers: headlines.offers.map((entry) => ({ from: entry.from, message: offersMessage(entry, lang) })),
    ownership: ownershipMessage(ownership, lang),
    fuel: fuelMessage(fuel, lang),
  };
}

/** The line under a car's price, from each day on: the final price while a discount every buyer gets is live, else none. */
export type PriceOffers = { from: string; message: Message | null }[];

/**
 * A buyer comparing dealers reads the headline price; a discount only inside the offers panel was missed (walk 13).
 * The line says the final price, the discount and its last day; what an offer brings only on a condition is left to
 * the panel, as in its headline.
 */
export function priceOfferMessages(offers: readonly OfferHeadline[], lang: Lang): PriceOffers {
  return offers.map(({ from, discount }) => ({
    from,
    message: discount
      ? {
          key: 'priceOffer',
          values: {
            final: formatByn(discount.finalByn, lang),
            until: formatIsoDate(discount.until, lang),
          },
        }
      : null,
  }));
}

/** The entry of `entries` (each from a day on, YYYY-MM-DD) for a day: the last whose day has come, or the first. */
export function entryOn<T extends { from: string }>(entries: readonly T[], today: string): T {
  return (entries.filter((entry) => entry.from <= today).at(-1) ?? entries[0])!;
}

/** The offers' headline on a day (YYYY-MM-DD): the last one whose day has come, or the first. */
export function offersMessageOn(offers: PanelHeadlines['offers'], today: string): Message {
  return entryOn(offers, today).message;
}

/** A message's text, its inner texts looked up first. */
export function messageText(t: (key: string, values?: Record<string, string | number>) => string, message: Message): string {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? messageText(t, value) : value]),
  );
  return t(message.key, values);
}
