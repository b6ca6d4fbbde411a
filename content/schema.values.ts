/**
 * The closed lists of the content schema, without zod, so that browser code can
 * use them without shipping the validator (content/schema.ts builds on these).
 */
/**
 * A maker as the catalogue names it, e.g. "Zeekr": the `catalogueName` of one of the brand
 * files (content/brands/), which are the list of makers; content/cars.ts checks each car's.
 */
export type Manufacturer = string;

/** docs/decisions/content-sourcing.md#18: powertrain is the spec's `specs.type`. */
export const POWERTRAINS = ['electric', 'hybrid'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** docs/decisions/content-sourcing.md#18: body type, SUV by default. */
export const BODY_TYPES = ['suv', 'sedan', 'liftback', 'shooting-brake', 'hatchback'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/**
 * The drawn shape of a model family (scripts/images draws the car's pictures from it and
 * from its dimensions): finer than the body type, which the catalogue filters on.
 */
export const SILHOUETTES = ['fastback-sedan', 'coupe-suv', 'large-suv', 'shooting-brake', 'sedan', 'mid-suv', 'compact-crossover'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

export const DRIVE_TYPES = ['AWD', 'RWD', 'FWD'] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

/** The test cycle a quoted range comes from: Chinese CLTC, European WLTP. */
export const RANGE_CYCLES = ['CLTC', 'WLTP'] as const;
export type RangeCycle = (typeof RANGE_CYCLES)[number];

/**
 * The test cycle a range-extender hybrid's fuel use comes from: China rates it on WLTC
 * (GB/T 19753), older figures on NEDC; CLTC for completeness.
 */
export const FUEL_CYCLES = ['WLTC', 'NEDC', 'CLTC'] as const;
export type FuelCycle = (typeof FUEL_CYCLES)[number];

/** Whose figures a source gives: the Chinese market (CLTC), Europe (WLTP), or all markets. */
export const SOURCE_MARKETS = ['china', 'europe', 'global'] as const;
export type SourceMarket = (typeof SOURCE_MARKETS)[number];

/** A car's figures, as named in its sources and its `unsourced` list. */
export const CAR_FIGURES = [
  'range',
  'electricRange',
  'battery',
  'power',
  'acceleration',
  'topSpeed',
  'driveType',
  'seats',
  'weight',
  'groundClearanceMin',
  'groundClearanceMax',
  'electricMotors',
  'maxChargePowerDC',
  'dcChargeTime',
  'fuelTank',
  'fuelConsumption',
  'dimensions',
] as const;
export type CarFigure = (typeof CAR_FIGURES)[number];

/** The figures only a range-extender hybrid has: the content skips them on electric cars and refuses them there. */
export const HYBRID_FIGURES = ['electricRange', 'fuelTank', 'fuelConsumption'] as const satisfies readonly CarFigure[];

/** docs/decisions/constants.md#offers: the car page's offers. */
export const OFFER_IDS = ['early-bird', 'trade-in-bonus', 'first-ev', 'corporate', 'loyalty', 'insurance'] as const;
export type OfferId = (typeof OFFER_IDS)[number];

/** docs/decisions/constants.md#offers: the offers' badges. */
export const OFFER_BADGES = ['hit', 'new', 'limited'] as const;
export type OfferBadge = (typeof OFFER_BADGES)[number];

/** docs/decisions/pages-news.md#categories: the news categories, in the filter's order; each is also the URL segment of its articles. */
export const NEWS_CATEGORIES = ['new-models', 'technology', 'luxury', 'articles'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
