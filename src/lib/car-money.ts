/**
 * The money side of a car page, in one language: the live offers, Belarusian tariffs,
 * the petrol price and the dealer's service, insurance and leasing figures. Built at
 * build time (the car page's and the tools' data.ts) from content/offers.yaml and content/running-costs.yaml.
 */
import type { FactSourceData, Offer, RunningCosts } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import type { Tariffs } from './ev/tariffs.js';
import { sourceIn, type Source } from './sources.js';

/** An offer with its text in the page's language; `condition` follows «Только» / "Only". */
export type OfferText = Omit<Offer, 'title' | 'description' | 'condition'> & { title: string; description: string; condition?: string };

/** A price's day and source, with its note in the page's language; `name` says whose prices they are (a charging network). */
export interface PriceOrigin {
  name?: string;
  validFrom: string;
  source: Source;
  note: string | null;
}

export interface CarMoney {
  /** Offers live on `date`; the browser drops those that expire later (docs/decisions/content-sourcing.md#19). */
  offers: OfferText[];
  /** Household tariffs and the default charging network's public prices (the first in content). */
  tariffs: Tariffs;
  /** Every public charging network, the default first: a calculator may let the buyer choose. */
  networks: ChargingNetwork[];
  origins: { home: PriceOrigin; networks: PriceOrigin[]; petrol: PriceOrigin };
  petrol: { grade: string; pricePerLitre: number };
  service: RunningCosts['service'];
  /** The calculator's limits, the partners' lowest rate, and the typical rate it starts at. */
  leasing: RunningCosts['leasing'] & { typicalRatePercent: number };
  usdToByn: number;
  /** The build's date in Minsk, YYYY-MM-DD: what the page is rendered for. */
  date: string;
}

/** A public charging network's prices, BYN per kWh, with its name in the page's language. */
export interface ChargingNetwork {
  id: string;
  name: string;
  ac: number;
  dc: number;
}

/** The tariffs with a network's public prices in place of the default's. */
export function withNetwork(tariffs: Tariffs, network: ChargingNetwork): Tariffs {
  return { ...tariffs, publicAC: network.ac, publicDC: network.dc };
}

export function toCarMoney({
  offers,
  runningCosts,
  usdToByn,
  lang,
  date,
  typicalRatePercent,
}: {
  offers: readonly Offer[];
  runningCosts: RunningCosts;
  usdToByn: number;
  lang: Lang;
  date: string;
  /** A typical rate of the partners' programmes (content/services.yaml, financing.example): the leasing calculator starts there. */
  typicalRatePercent: number;
}): CarMoney {
  const { homeElectricity: home, publicCharging, petrol, service, leasing } = runningCosts;
  const origin = (price: { validFrom: string; source: FactSourceData; note?: { ru: string; en: string } }): PriceOrigin => ({
    validFrom: price.validFrom,
    source: sourceIn(price.source, lang),
    note: price.note?.[lang] ?? null,
  });
  const networks = publicCharging.map(({ id, name, ac, dc }) => ({ id, name: name[lang], ac, dc }));
  const [standard] = networks;
  if (!standard) throw new Error('running-costs.yaml: no public charging network');
  return {
    offers: offers.map(({ condition, ...offer }) => ({
      ...offer,
      title: offer.title[lang],
      description: offer.description[lang],
      ...(condition && { condition: condition[lang] }),
    })),
    tariffs: { homeSingle: home.single, homeNight: home.night, publicAC: standard.ac, publicDC: standard.dc },
    networks,
    origins: {
      home: origin(home),
      networks: publicCharging.map((network) => ({ ...origin(network), name: network.name[lang] })),
      petrol: origin(petrol),
    },
    // The grade as each language writes it: «АИ-95» in Russian, AI-95 in English (content writes the Latin one).
    petrol: { grade: lang === 'ru' ? petrol.grade.replace(/^AI(?=-)/, 'АИ') : petrol.grade, pricePerLitre: petrol.pricePerLitre },
    service,
    leasing: { ...leasing, typicalRatePercent },
    usdToByn,
    date,
  };
}
