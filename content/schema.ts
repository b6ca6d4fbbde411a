/**
 * The one definition of the site's content types. Every content file is checked
 * against these schemas when the site builds (content/cars/index.ts parses them)
 * and again in tests/content.
 */
import { z } from 'zod';
import { BODY_TYPES, DRIVE_TYPES, MANUFACTURERS, POWERTRAINS, RANGE_CYCLES } from './schema.values.js';

export * from './schema.values.js';

/** Text that exists in both site languages. */
export const localized = <T extends z.ZodType>(schema: T) => z.object({ ru: schema, en: schema });
const text = z.string().trim().min(1);
export const localizedText = localized(text);

export const manufacturerSchema = z.enum(MANUFACTURERS);

export const powertrainSchema = z.enum(POWERTRAINS);

export const bodyTypeSchema = z.enum(BODY_TYPES);

export const driveTypeSchema = z.enum(DRIVE_TYPES);

export const rangeCycleSchema = z.enum(RANGE_CYCLES);

const positive = z.number().positive();
const positiveInt = z.number().int().positive();
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour');
/** Site-relative path of a file in public/. */
const publicPath = z.string().regex(/^\/[a-z0-9/_.-]+\.(svg|jpe?g|png|webp|avif)$/, 'a /path/in/public.ext');

export const carSpecsSchema = z.object({
  type: powertrainSchema,
  /** Total range in km (for a hybrid: combined petrol + electric). */
  range: positiveInt,
  rangeCycle: rangeCycleSchema,
  /** Battery-only range in km; hybrids (range extenders) only. */
  electricRange: positiveInt.optional(),
  /** Usable battery capacity in kWh. */
  battery: positive,
  /** Peak system power in metric horsepower. */
  power: positiveInt,
  /** 0-100 km/h in seconds. */
  acceleration: positive.optional(),
  topSpeed: positiveInt,
  driveType: driveTypeSchema,
  seats: z.union([z.literal(4), z.literal(5), z.literal(6)]),
  /** Kerb weight in kg. */
  weight: positiveInt,
  /** Ground clearance in mm; min and max differ only with air suspension. */
  groundClearanceMin: positiveInt,
  groundClearanceMax: positiveInt,
  electricMotors: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Peak DC charging power in kW. */
  maxChargePowerDC: positiveInt,
  dimensions: z.object({
    length: positiveInt,
    width: positiveInt,
    height: positiveInt,
    wheelbase: positiveInt,
  }),
});
export type CarSpecs = z.infer<typeof carSpecsSchema>;

export const carSchema = z
  .object({
    id: z.number().int().min(1),
    /** Display name, the same in both languages, e.g. "Zeekr 001 YOU". The slug is derived from it. */
    name: text,
    manufacturer: manufacturerSchema,
    /** Model family within the brand, e.g. "001", "L9", "SU7". */
    model: text,
    /** Trim, e.g. "Max", "Pro", "EV", "REEV". */
    trim: text,
    year: z.number().int().min(2020).max(2030),
    bodyType: bodyTypeSchema,
    color: z.object({ ru: text, en: text, hex: hexColor }),
    inStock: z.boolean(),
    priceUSD: z.number().int().min(40_000).max(100_000),
    description: localizedText,
    features: localized(z.array(text).length(4)),
    /** A YouTube watch, short or embed link. */
    video: z.url(),
    /** 8 images: 4 exterior views first, then 4 interior views. */
    images: z.array(publicPath).length(8),
    specs: carSpecsSchema,
  })
  .superRefine((car, ctx) => {
    const { specs } = car;
    if (specs.groundClearanceMax < specs.groundClearanceMin) {
      ctx.addIssue({ code: 'custom', path: ['specs', 'groundClearanceMax'], message: 'max below min' });
    }
    if (specs.type === 'hybrid' && specs.electricRange === undefined) {
      ctx.addIssue({ code: 'custom', path: ['specs', 'electricRange'], message: 'hybrids state their electric range' });
    }
    if (specs.type === 'electric' && specs.electricRange !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['specs', 'electricRange'], message: 'only hybrids have a separate electric range' });
    }
  });

export type CarInput = z.input<typeof carSchema>;
export type CarData = z.output<typeof carSchema>;
/** A car as the site uses it: the content plus its derived slug. */
export type Car = CarData & { slug: string };

const weekdayHours = z.object({ open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) });
/** Opening hours by ISO weekday; a missing day is closed. */
export const openingHoursSchema = z.object({
  mon: weekdayHours.optional(),
  tue: weekdayHours.optional(),
  wed: weekdayHours.optional(),
  thu: weekdayHours.optional(),
  fri: weekdayHours.optional(),
  sat: weekdayHours.optional(),
  sun: weekdayHours.optional(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const companySchema = z.object({
  name: localizedText,
  legalNote: localizedText,
  blurb: localizedText,
  siteUrl: z.url(),
  phone: z.object({ display: text, isExample: z.boolean() }),
  email: z.object({ address: z.email(), isExample: z.boolean() }),
  address: z.object({ street: localizedText, city: localizedText, postalCode: z.string(), country: localizedText }),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  messengers: z.object({ telegram: z.url(), viber: z.string().min(1), whatsapp: z.url() }),
  social: z.array(z.object({ id: z.string(), label: text, url: z.url() })),
  languages: localized(z.array(text)),
  /** The dealership tour on the home page: a YouTube link and a local preview image. */
  tourVideo: z.object({ url: z.url(), poster: publicPath, isExample: z.boolean() }),
  salesHours: openingHoursSchema,
  serviceHours: openingHoursSchema,
  facts: z.object({
    foundedYear: z.number().int(),
    yearsOfExperience: z.number().int(),
    customers: z.number().int(),
    satisfactionPercent: z.number(),
    rating: z.object({ value: z.number(), reviews: z.number().int() }),
    brands: z.number().int(),
    locations: z.number().int(),
    inspectionPoints: z.number().int(),
    savingsPercent: z.object({ min: z.number(), max: z.number() }),
    certification: text,
  }),
  /** DECISIONS 7: 1 USD = 3 BYN. */
  usdToByn: z.number().positive(),
});
export type Company = z.infer<typeof companySchema>;
