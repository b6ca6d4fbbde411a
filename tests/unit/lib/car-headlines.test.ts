/**
 * The car page's closed panels say what their sections open with (issue 23): the figures,
 * worked out at build time by the sections' own modules and starting values, and the texts
 * they make in both languages, pinned against two cars as they were at launch (an electric car
 * and a range-extender hybrid, tests/fixtures/launch/: their files, the offers, the running
 * costs and the rate of 3), since staff change the live ones in /admin (spec item 42). The
 * comparison's cars are the live catalogue's, so the sentence naming them is checked against
 * the comparison, not pinned.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { carImageFolder, parseCar } from '../../../content/cars.js';
import { PROJECT_ROOT } from '../../../content/files.js';
import { getCars, getCompany, getOffers, getRunningCosts, getServices } from '../../../content/index.js';
import { readOffers, readRunningCosts } from '../../../content/money.js';
import { CAR_IMAGE_NAMES, type Car, type Offer } from '../../../content/schema.js';
import { loadStrings } from '../../../locales/index.js';
import { comparedCars } from '../../../src/app/build/site-data.js';
import { createI18n } from '../../../src/i18n/index.js';
import { LEASING_START, leasingQuote } from '../../../src/lib/calculators/leasing.js';
import { DEFAULT_KM_PER_YEAR, DEFAULT_YEARS } from '../../../src/lib/calculators/running-costs.js';
import { TRADE_IN_START } from '../../../src/lib/calculators/trade-in.js';
import {
  durationMessage,
  headlineMessages,
  leasingMessage,
  messageText,
  offersMessageOn,
  priceOfferMessages,
  type Message,
  type PanelHeadlines,
} from '../../../src/lib/car-headline-text.js';
import { carHeadlines, offerHeadlines } from '../../../src/lib/car-headlines.js';
import { formatByn } from '../../../src/lib/format.js';
import { toCarMoney } from '../../../src/lib/car-money.js';
import { toCarDetail, toComparedCar } from '../../../src/lib/car-model.js';
import { similarCars } from '../../../src/lib/comparison.js';
import { formatList } from '../../../shared/lists.js';
import type { Lang } from '../../../shared/lang.js';

/** A day the launch offers are all live (the page's build day in the browser tests may be any). */
const DAY = '2026-11-26';
const YEAR = 2026;

const LAUNCH = join(PROJECT_ROOT, 'tests/fixtures/launch');
/** The launch rate (docs/decisions/company-facts.md#7), which staff may change in content/company.yaml. */
const LAUNCH_RATE = 3;
/** The partners' typical rate the leasing calculator starts at (content/services.yaml, financing.example), as launched. */
const LAUNCH_TYPICAL_RATE = 12;

/** A car file of tests/fixtures/launch/, as the build reads a car (its pictures are not looked up: the headlines do not use them). */
function launchCar(slug: string): Car {
  const file = `tests/fixtures/launch/${slug}.yaml`;
  const entry = parseCar(parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')), file, ['Zeekr', 'Lixiang']);
  return { ...entry, images: CAR_IMAGE_NAMES.map((view) => `${carImageFolder(entry.slug)}/${view}.svg`) };
}

/** The headlines of a launch car, with the launch offers, running costs and rate, beside the live catalogue's cars. */
function headlinesOf(slug: string, lang: Lang = 'en') {
  const launch = launchCar(slug);
  const car = toCarDetail(launch, lang, LAUNCH_RATE);
  const money = toCarMoney({
    offers: readOffers(join(LAUNCH, 'offers.yaml')),
    runningCosts: readRunningCosts(join(LAUNCH, 'running-costs.yaml')),
    typicalRatePercent: LAUNCH_TYPICAL_RATE,
    usdToByn: LAUNCH_RATE,
    lang,
    date: DAY,
  });
  const compared = [...comparedCars().filter((other) => other.id !== launch.id), toComparedCar(launch, LAUNCH_RATE)];
  return { car, money, compared, headlines: carHeadlines({ car, compared, money, currentYear: YEAR }) };
}

/** The headlines of a car of the live catalogue, with the live offers, running costs and rate, as its page is built. */
function liveHeadlinesOf(car: Car, lang: Lang = 'en') {
  const { usdToByn } = getCompany();
  const detail = toCarDetail(car, lang, usdToByn);
  const money = toCarMoney({
    offers: getOffers(),
    runningCosts: getRunningCosts(),
    typicalRatePercent: getServices().financing.example.ratePercent,
    usdToByn,
    lang,
    date: DAY,
  });
  return { car: detail, money, headlines: carHeadlines({ car: detail, compared: comparedCars(), money, currentYear: YEAR }) };
}

/** What the compare panel says: the similar cars the comparison opens with, named in the language's list. */
function compareText(slug: string, lang: Lang): string {
  const { headlines, compared } = headlinesOf(slug, lang);
  const thisCar = compared.find((other) => other.slug === slug)!;
  const names = similarCars(thisCar, compared).map((other) => other.name);
  expect(headlines.compare).toEqual(names);
  expect(names.length, `${slug}: no similar car in the catalogue`).toBeGreaterThan(0);
  return `${lang === 'ru' ? 'Сравнение с похожими' : 'Compared with similar cars'}: ${formatList(lang, names)}`;
}

function texts(slug: string, lang: Lang): Record<keyof PanelHeadlines, string> {
  const t = createI18n(lang, loadStrings(lang, ['car'])).getFixedT(lang, 'car') as unknown as (key: string, values?: object) => string;
  const messages = headlineMessages(headlinesOf(slug, lang).headlines, lang);
  const text = (message: Message) => messageText(t, message);
  return {
    details: text(messages.details),
    compare: text(messages.compare),
    range: text(messages.range),
    charging: text(messages.charging),
    leasing: text(messages.leasing),
    tradeIn: text(messages.tradeIn),
    offers: text(offersMessageOn(messages.offers, DAY)),
    ownership: text(messages.ownership),
    fuel: text(messages.fuel),
  };
}

describe('carHeadlines', () => {
  it('quotes the leasing calculator at its starting values', () => {
    for (const live of getCars()) {
      const { car, money, headlines } = liveHeadlinesOf(live);
      const quote = leasingQuote({
        price: car.priceBYN,
        downPercent: LEASING_START.downPercent,
        months: LEASING_START.months,
        ratePercent: money.leasing.typicalRatePercent,
      });
      expect(headlines.leasing, live.slug).toEqual({
        monthly: Math.round(quote.monthly),
        downPercent: 20,
        months: 60,
        ratePercent: money.leasing.typicalRatePercent,
        typicalRate: true,
      });
    }
    // 63,900 $ × 3 at the launch leasing terms.
    expect(headlinesOf('zeekr-001-you').headlines.leasing.monthly).toBe(3411);
  });

  it('gives an electric car its range and a hybrid its electric range, each as an average over the year in Minsk', () => {
    expect(headlinesOf('zeekr-001-you').headlines.range).toEqual({ hybrid: false, minsk: 508, winter: 395, rated: 705, cycle: 'CLTC' });
    expect(headlinesOf('lixiang-l9-ultra').headlines.range).toEqual({ hybrid: true, minsk: 202, winter: 157, rated: 280, cycle: 'CLTC' });
  });

  it('states the fastest DC charge as every page does: the maker’s time over its window, "ultra-fast" only where the car takes it', () => {
    // The maker's time over the maker's window (DECISIONS 41); "ultra-fast" only with a published peak of 150 kW or more:
    // the 001 YOU publishes none, the L9 takes 90 kW. Beside it, the same window on a common 60 kW station (the model's),
    // where it is notably longer (tests/unit/ev/charging.test.ts).
    expect(headlinesOf('zeekr-001-you').headlines.charging).toEqual({
      charger: 'dc-car-limit',
      from: 10,
      to: 80,
      minutes: 15,
      basis: 'maker',
      station: { kw: 60, minutes: 70 },
    });
    expect(headlinesOf('lixiang-l9-ultra').headlines.charging).toEqual({
      charger: 'dc-car-limit',
      from: 20,
      to: 80,
      minutes: 25,
      basis: 'maker',
      station: { kw: 60, minutes: 31 },
    });
  });

  it('values the trade-in calculator’s example car', () => {
    expect(headlinesOf('zeekr-001-you').headlines.tradeIn).toEqual({
      ageYears: TRADE_IN_START.ageYears,
      priceNewUsd: TRADE_IN_START.priceNewUsd,
      lowUsd: 11_600,
      highUsd: 14_200,
    });
  });

  it('costs the running over the default years, and the saving against petrol a year', () => {
    const { headlines } = headlinesOf('zeekr-001-you');
    expect(headlines.ownership).toEqual({
      total: 6674,
      withPetrol: false,
      withInsurance: false,
      years: DEFAULT_YEARS,
      kmPerYear: DEFAULT_KM_PER_YEAR,
    });
    expect(headlines.fuel).toEqual({ savedPerYear: 2091, petrolPer100: 8, kmPerYear: DEFAULT_KM_PER_YEAR });
  });

  it('names the similar cars the comparison starts with, and counts the figures and sources', () => {
    const compared = comparedCars();
    for (const live of getCars()) {
      const thisCar = compared.find((other) => other.id === live.id)!;
      const similar = similarCars(thisCar, compared);
      expect(liveHeadlinesOf(live).headlines.compare, live.slug).toEqual(similar.map((other) => other.name));
      expect(similar.length, live.slug).toBeLessThanOrEqual(3);
      // Of its maker or with a range near its own, never itself; a six-seater beside six-seaters first.
      for (const other of similar) {
        expect(other.id, live.slug).not.toBe(live.id);
        const nearRange = other.specs.rangeCycle === live.specs.rangeCycle && Math.abs(other.specs.range! - live.specs.range!) <= 200;
        expect(other.manufacturer === live.manufacturer || nearRange, `${live.slug}: ${other.slug}`).toBe(true);
      }
      const sameSeats = similar.map((other) => other.specs.seats === live.specs.seats);
      expect(sameSeats, live.slug).toEqual([...sameSeats].sort((a, b) => Number(b) - Number(a)));
    }
    expect(headlinesOf('lixiang-l9-ultra').headlines.details).toEqual({ figures: 17, sources: 8 });
  });
});

describe('offerHeadlines', () => {
  type TestOffer = Pick<Offer, 'id' | 'discount' | 'validUntil' | 'addedWith'> & { condition?: string };
  const TRADE_IN = 'when you trade in your car';
  const OFFERS: TestOffer[] = [
    { id: 'early-bird', discount: { usd: 3000 }, validUntil: '2026-12-31' },
    { id: 'trade-in-bonus', discount: { usd: 2000 }, validUntil: '2026-12-31', addedWith: 'early-bird', condition: TRADE_IN },
    { id: 'loyalty', discount: { usd: 1000 }, validUntil: '2027-03-31' },
    { id: 'corporate', discount: { percentOfPrice: 5 }, validUntil: '2027-06-30', condition: 'for companies and sole traders' },
  ];

  it('gives the discount every buyer gets from the build day and from each day an offer expires, the trade-in bonus apart', () => {
    expect(offerHeadlines(OFFERS, 60_000, 3, '2026-11-26')).toEqual([
      // early-bird alone: 3,000 of 60,000 = 5 %; the trade-in bonus is not counted but said
      {
        from: '2026-11-26',
        discount: { totalUsd: 3000, percent: 5, finalUsd: 57_000, finalByn: 171_000, until: '2026-12-31' },
        extra: { usd: 2000, conditions: [TRADE_IN] },
        choosable: 3,
      },
      // loyalty, which every buyer gets here: 1,000 of 60,000 = 1.7 %
      {
        from: '2027-01-01',
        discount: { totalUsd: 1000, percent: 1.7, finalUsd: 59_000, finalByn: 177_000, until: '2027-03-31' },
        extra: null,
        choosable: 2,
      },
      // only the companies' offer: nothing counted for a buyer who did not choose it
      { from: '2027-04-01', discount: null, extra: null, choosable: 1 },
      { from: '2027-07-01', discount: null, extra: null, choosable: 0 },
    ]);
  });

  it('leaves out the days before the build', () => {
    expect(offerHeadlines(OFFERS, 60_000, 3, '2027-02-01').map((entry) => entry.from)).toEqual(['2027-02-01', '2027-04-01', '2027-07-01']);
  });
});

describe('the headline texts', () => {
  it('in Russian, for an electric car', () => {
    expect(texts('zeekr-001-you', 'ru')).toEqual({
      details: '14 характеристик со ссылками на 5 источников',
      // Shooting brakes like it first (the same seats, then body, then size and price), from the live catalogue.
      compare: compareText('zeekr-001-you', 'ru'),
      range: '≈\u00a0508\u00a0км в среднем за год в Минске, зимой ≈\u00a0395\u00a0км (705\u00a0км по CLTC)',
      charging:
        'Быстрая зарядка DC на полной мощности машины: 10 → 80\u00a0% за 15\u00a0мин, заявлено производителем. На\u00a0станции 60\u00a0кВт\u00a0— ≈\u00a01\u00a0ч 10\u00a0мин (расчёт)',
      leasing:
        '≈\u00a03\u00a0411\u00a0BYN в месяц при взносе 20\u00a0% на 60\u00a0мес.\u00a0— пример при типичной ставке партнёров, 12\u00a0% годовых',
      tradeIn: 'Например, автомобиль за 30\u00a0000\u00a0$ после 5\u00a0лет эксплуатации: 11\u00a0600–\u206014\u00a0200\u00a0$',
      // 63 900 $: early booking 3 000 $ (4,7 %) → 60 900 $ × 3; the trade-in bonus said apart, not counted.
      offers:
        'Скидка 3\u00a0000\u00a0$ (4,7\u00a0%) по 31.12.2026 включительно, итоговая цена 182\u00a0700\u00a0BYN; ещё 2\u00a0000\u00a0$ только при сдаче вашего автомобиля в трейд-ин',
      ownership: '≈\u00a06\u00a0674\u00a0BYN за 5\u00a0лет, 15\u00a0000\u00a0км в\u00a0год: электричество и обслуживание',
      fuel: '≈\u00a02\u00a0091\u00a0BYN в\u00a0год при 15\u00a0000\u00a0км против бензина (8\u00a0л/100\u00a0км)',
    });
  });

  it('in English, for a range-extender hybrid', () => {
    expect(texts('lixiang-l9-ultra', 'en')).toEqual({
      details: '17 figures, with links to 8 sources',
      compare: compareText('lixiang-l9-ultra', 'en'),
      range: 'On electricity ≈\u00a0202\u00a0km on average over the year in Minsk, ≈\u00a0157\u00a0km in winter (280\u00a0km on CLTC)',
      charging:
        "DC fast charging at the car's full power: 20 → 80% in 25 min, as the maker claims. On a 60\u00a0kW station: ≈\u00a031 min (estimate)",
      leasing: "≈\u00a04,426\u00a0BYN a month with 20% down over 60 months: an example at our partners' typical rate, 12% a year",
      tradeIn: 'For example, a $30,000 car after 5 years: $11,600–\u2060$14,200',
      // $82,900: early booking $3,000 (3.6%) → $79,900 × 3.
      offers:
        '$3,000 off (3.6%) until 31 December 2026 inclusive, final price 239,700\u00a0BYN; another $2,000 only when you trade in your car',
      ownership: '≈\u00a09,737\u00a0BYN over 5 years, 15,000\u00a0km a year: energy and servicing',
      fuel: '≈\u00a01,479\u00a0BYN a year over 15,000\u00a0km against a petrol car using 8\u00a0l/100\u00a0km',
    });
  });

  it('counts in Russian plural forms', () => {
    const t = createI18n('ru', loadStrings('ru', ['car'])).getFixedT('ru', 'car') as unknown as (key: string, values?: object) => string;
    const details = (figures: number, sources: number) =>
      messageText(t, {
        key: 'headlines.details',
        values: { count: figures, sources: { key: 'headlines.sources', values: { count: sources } } },
      });
    expect(details(1, 1)).toBe('1 характеристика со ссылками на 1 источник');
    expect(details(3, 2)).toBe('3 характеристики со ссылками на 2 источника');
    expect(details(21, 5)).toBe('21 характеристика со ссылками на 5 источников');
  });
});

describe('leasingMessage', () => {
  it('states the down payment, term and rate of the payment it quotes, the buyer’s once changed', () => {
    expect(leasingMessage({ monthly: 3122, downPercent: 30, months: 48, ratePercent: 9.5, typicalRate: false }, 'ru')).toEqual({
      key: 'headlines.leasingAtRate',
      values: { monthly: '3\u00a0122\u00a0BYN', down: '30\u00a0%', months: 48, rate: '9,5\u00a0%' },
    });
    expect(leasingMessage({ monthly: 3122, downPercent: 30, months: 48, ratePercent: 9.5, typicalRate: false }, 'en').values).toEqual({
      monthly: '3,122\u00a0BYN',
      down: '30%',
      months: 48,
      rate: '9.5%',
    });
  });

  it('says a payment at the lowest rate is an example at that rate', () => {
    expect(leasingMessage({ monthly: 2749, downPercent: 20, months: 60, ratePercent: 2.9, typicalRate: true }, 'ru').key).toBe(
      'headlines.leasing',
    );
  });
});

describe('durationMessage', () => {
  it('writes minutes, whole hours, and hours with minutes', () => {
    expect(durationMessage(28)).toEqual({ key: 'charging.minutes', values: { m: 28 } });
    expect(durationMessage(120)).toEqual({ key: 'charging.hours', values: { h: 2 } });
    expect(durationMessage(65)).toEqual({ key: 'charging.hoursMinutes', values: { h: 1, m: 5 } });
  });
});

describe('offersMessageOn', () => {
  const offers = [
    { from: '2026-11-26', message: { key: 'first' } },
    { from: '2027-01-01', message: { key: 'second' } },
  ];

  it('takes the last headline whose day has come', () => {
    expect(offersMessageOn(offers, '2026-12-31').key).toBe('first');
    expect(offersMessageOn(offers, '2027-01-01').key).toBe('second');
    expect(offersMessageOn(offers, '2028-05-05').key).toBe('second');
  });

  it('takes the first when the visitor’s clock is behind the build', () => {
    expect(offersMessageOn(offers, '2026-01-01').key).toBe('first');
  });
});

describe('priceOfferMessages: the final price under the headline one', () => {
  it('says the final price the offers panel says, on the same days, and nothing while no discount every buyer gets is live', () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = createI18n(lang, loadStrings(lang, ['car'])).getFixedT(lang, 'car') as unknown as (key: string, values?: object) => string;
      for (const live of getCars()) {
        const { headlines } = liveHeadlinesOf(live, lang);
        const panel = headlineMessages(headlines, lang).offers;
        const lines = priceOfferMessages(headlines.offers, lang);
        expect(lines.map((line) => line.from)).toEqual(panel.map((entry) => entry.from));
        lines.forEach((line, i) => {
          const discount = headlines.offers[i]!.discount;
          if (!discount) return expect(line.message, live.slug).toBeNull();
          const final = formatByn(discount.finalByn, lang);
          expect(messageText(t, line.message!), live.slug).toContain(final);
          expect(messageText(t, panel[i]!.message), live.slug).toContain(final);
        });
      }
    }
  });

  it('is worded with the final price and the discount’s last day, on one line of a phone (launch offers)', () => {
    const { headlines } = headlinesOf('zeekr-001-you', 'ru');
    const line = priceOfferMessages(headlines.offers, 'ru').find((entry) => entry.message)?.message;
    const t = createI18n('ru', loadStrings('ru', ['car'])).getFixedT('ru', 'car') as unknown as (key: string, values?: object) => string;
    expect(line && messageText(t, line)).toMatch(/^[\d\s]+BYN\sсо\sскидкой\sпо\s\d\d\.\d\d\.\d{4}$/);
  });
});

describe('messageText', () => {
  it('looks up the inner texts first', () => {
    const t = (key: string, values?: object) => `${key}(${JSON.stringify(values)})`;
    expect(messageText(t, { key: 'outer', values: { n: 2, inner: { key: 'inner', values: { s: 'x' } } } })).toBe(
      'outer({"n":2,"inner":"inner({\\"s\\":\\"x\\"})"})',
    );
  });
});
