/**
 * The one definition of the site's content types. Every content file is checked
 * against these schemas when the site builds (content/cars.ts and content/company.ts parse them)
 * and again in tests/content.
 */
import { CAR_VIEWS, type CarView } from '../shared/picture-views.js';
import { youtubeId } from '../shared/youtube.js';
import { z } from 'zod';
import {
  BODY_TYPES,
  CAR_FIGURES,
  DRIVE_TYPES,
  FUEL_CYCLES,
  HYBRID_FIGURES,
  NEWS_CATEGORIES,
  OFFER_BADGES,
  OFFER_IDS,
  POWERTRAINS,
  RANGE_CYCLES,
  SILHOUETTES,
  SOURCE_MARKETS,
} from './schema.values.js';

export * from './schema.values.js';

/**
 * Text that exists in both site languages. Strict: a stray key is a typo, or an unquoted
 * comma in a YAML flow map (`{ ru: ул. Примерная, 1, en: ... }` makes `1` a key).
 */
export const localized = <T extends z.ZodType>(schema: T) => z.strictObject({ ru: schema, en: schema });
const text = z.string().trim().min(1);
/**
 * A phone number as the site shows it, with its country code: the call link, Viber and WhatsApp are
 * built from its digits, and a number without the code («8 029 …») reaches no one from abroad or in a messenger.
 */
export const PHONE_PATTERN = '^\\+\\d[\\d ()-]{6,18}\\d$';
const phoneNumber = z.string().trim().regex(new RegExp(PHONE_PATTERN));
export const localizedText = localized(text);

export const powertrainSchema = z.enum(POWERTRAINS);

export const bodyTypeSchema = z.enum(BODY_TYPES);

export const silhouetteSchema = z.enum(SILHOUETTES);

export const driveTypeSchema = z.enum(DRIVE_TYPES);

export const rangeCycleSchema = z.enum(RANGE_CYCLES);

export const fuelCycleSchema = z.enum(FUEL_CYCLES);

const positive = z.number().positive();
const positiveInt = z.number().int().positive();
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour'); // no /i flag: JSON Schema and the editor cannot carry it
/** Site-relative path of a file in public/. */
const publicPath = z.string().regex(/^\/[a-z0-9/_.-]+\.(svg|jpe?g|png|webp|avif)$/, 'a /path/in/public.ext');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date');
/** Site path of a photo staff uploaded in the editor (public/images/uploads/, docs/editor.md). */
export const UPLOADED_PHOTO = /^\/images\/uploads\/[\w./-]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;
const uploadedPhoto = z.string().regex(UPLOADED_PHOTO, 'a photo uploaded to /images/uploads/ (jpg, png, webp or avif)');
/** One optional photo per view of a car. */
const carPhotosSchema = z.strictObject(
  Object.fromEntries(CAR_VIEWS.map((view) => [view, uploadedPhoto.optional()])) as Record<CarView, z.ZodOptional<typeof uploadedPhoto>>,
);

/**
 * A car's figures. Each one is optional because a figure nobody could source is left
 * out rather than guessed (docs/decisions/content-sourcing.md#31): the car then lists it under `unsourced`.
 */
export const carSpecsSchema = z.object({
  type: powertrainSchema.describe('electric, or hybrid (a range extender).'),
  range: positiveInt
    .optional()
    .describe('Total range in km (for a hybrid: combined petrol + electric), on the cycle `rangeCycle`.')
    .meta({ plausible: [50, 1500] }),
  rangeCycle: rangeCycleSchema.optional().describe('The test cycle of the ranges: CLTC (China) or WLTP (Europe).'),
  electricRange: positiveInt
    .optional()
    .describe('Battery-only range in km on the same cycle; range-extender hybrids only.')
    .meta({ plausible: [20, 500] }),
  battery: positive
    .optional()
    .describe('Battery capacity in kWh, as the maker states it.')
    .meta({ plausible: [10, 200] }),
  power: positiveInt
    .optional()
    .describe('Peak system power in metric horsepower (PS).')
    .meta({ plausible: [50, 2000] }),
  acceleration: positive
    .optional()
    .describe('0-100 km/h in seconds.')
    .meta({ plausible: [1.8, 20] }),
  topSpeed: positiveInt
    .optional()
    .describe('Top speed in km/h.')
    .meta({ plausible: [100, 400] }),
  driveType: driveTypeSchema.optional(),
  seats: z.union([z.literal(4), z.literal(5), z.literal(6), z.literal(7)]).optional(),
  weight: positiveInt
    .optional()
    .describe('Kerb weight in kg.')
    .meta({ plausible: [800, 4000] }),
  groundClearanceMin: positiveInt
    .optional()
    .describe('Ground clearance in mm; min and max differ only with air suspension.')
    .meta({ plausible: [80, 350] }),
  groundClearanceMax: positiveInt
    .optional()
    .describe('Ground clearance in mm at the highest air-suspension setting; equal to the min without air suspension.')
    .meta({ plausible: [80, 350] }),
  electricMotors: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  maxChargePowerDC: positiveInt
    .optional()
    .describe('Peak DC charging power in kW.')
    .meta({ plausible: [20, 1000] }),
  dcChargeTime: z
    .object({
      minutes: positiveInt.meta({ plausible: [5, 120] }),
      from: z.number().int().min(0).max(90),
      to: z.number().int().min(10).max(100),
    })
    .optional()
    .describe(
      "The maker's published DC charging time: minutes from `from` to `to` percent (e.g. 12 min, 10 → 80 %), on a charger that gives the car all it takes. The site shows it as published and fits its charging model to it (DECISIONS 41).",
    ),
  fuelTank: positive
    .optional()
    .describe('Fuel tank volume in litres; range-extender hybrids only.')
    .meta({ plausible: [20, 120] }),
  fuelConsumption: positive
    .optional()
    .describe('Litres per 100 km at the minimum state of charge (running on the generator), on `fuelCycle`; range-extender hybrids only.')
    .meta({ plausible: [2, 15] }),
  fuelCycle: fuelCycleSchema.optional().describe('The test cycle of `fuelConsumption` (e.g. WLTC), given only where a source says it.'),
  dimensions: z
    .object({
      length: positiveInt.meta({ plausible: [3000, 6000] }),
      width: positiveInt.meta({ plausible: [1500, 2300] }),
      height: positiveInt.meta({ plausible: [1200, 2200] }),
      wheelbase: positiveInt.meta({ plausible: [2000, 3800] }),
    })
    .optional()
    .describe('Length, width, height and wheelbase in mm.'),
});
export type CarSpecs = z.infer<typeof carSpecsSchema>;

/** Where a car's figures come from (docs/decisions/content-sourcing.md#31): the page shows it beside them. */
export const carSourceSchema = z.object({
  /** What the page is, e.g. "Zeekr 007 2025 line-up: prices and specifications". */
  title: text,
  /** The title for the Russian pages, when `title` carries an explanation in English: the original title, explained in Russian. */
  titleRu: text
    .optional()
    .describe(
      'For the Russian pages, when the title carries an explanation in English (in brackets): the original title with the explanation in Russian.',
    ),
  /** The title for the English pages when the source is not in English, saying which language it is in. */
  titleEn: text.optional().describe('For the English pages, when the source is not in English: its title in English, saying the language.'),
  publisher: text,
  /** The publisher's own page, which the buyer's link opens (docs/decisions/content-sourcing.md#37). */
  url: z.url(),
  /** Provenance only, never shown: a dataset copy the figures were read from (e.g. a GitHub mirror of AutoHome's tables). */
  dataset: z.url().optional().describe('Provenance only, never a buyer link: the dataset copy the figures were read from.'),
  /** When someone checked the figures against it. */
  checked: isoDate,
  /** Whose figures these are: the Chinese market (CLTC cycle), Europe (WLTP) or all markets. */
  market: z.enum(SOURCE_MARKETS).describe('Whose figures these are: china (CLTC), europe (WLTP) or global.'),
  figures: z.array(z.enum(CAR_FIGURES)).default([]).describe('The figures of `specs` this source confirms.'),
  note: text.optional(),
});
export type CarSource = z.infer<typeof carSourceSchema>;

/**
 * A video's provenance as the car schema wants it: `<channel>, "<title>" (<date>; what it shows), <address>`,
 * the address being the video's own, and no word of how it was looked up.
 */
export function isVideoNote(note: string, video: string): boolean {
  return (
    /^[^,"]+, "[^"]+" \([^)]*\d{4}[^)]*\), .*https:\/\/\S+/.test(note) &&
    note.includes(video) &&
    !/\b(found|search(ed|ing)?|looked up|via)\b/i.test(note)
  );
}

export const carSchema = z
  .object({
    id: z.number().int().min(1),
    /** Display name, the same in both languages, e.g. "Zeekr 001 YOU". The slug, and so the file name, come from it. */
    name: text,
    manufacturer: text.describe('The maker, as the catalogueName of its brand file in content/brands/ writes it, e.g. Zeekr.'),
    /** Model family within the brand, e.g. "001", "L9", "SU7". */
    model: text,
    /** Trim as the maker names it, e.g. "Max", "Pro", "EV", "REEV". */
    trim: text,
    /** Why the name differs from what a buyer may expect (a trim renamed by the maker, say). */
    nameNote: localizedText.optional(),
    /** The model year whose figures the car carries. */
    year: z.number().int().min(2020).max(2030),
    bodyType: bodyTypeSchema,
    silhouette: silhouetteSchema.describe(
      'The shape its pictures are drawn with, one per model family: fastback-sedan, coupe-suv, large-suv, shooting-brake, sedan, mid-suv or compact-crossover.',
    ),
    color: z.object({ ru: text, en: text, hex: hexColor }),
    inStock: z.boolean(),
    /** The price in USD; the site shows it in BYN too, at the company's rate. A figure outside the usual range is confirmed in the editor. */
    priceUSD: z
      .number()
      .int()
      .positive()
      .meta({ plausible: [10_000, 500_000], unit: 'usd' }),
    description: localizedText,
    features: localized(z.array(text).length(4)),
    /**
     * One chosen video of this model (a review or the maker's launch film) as a YouTube watch, youtu.be,
     * shorts or embed link, with `videoNote` below it, `<channel>, "<title>" (<date>; what it shows), <address>`,
     * naming the page the id was read from (tests/content/cars.test.ts). A field, not a YAML comment: the
     * staff editor (docs/editor.md) rewrites the file and keeps no comments. Left out when
     * none is chosen: the car page then has no video block. A search, channel or playlist link is refused:
     * the buyer is sent to one video, never to a search page.
     */
    video: z
      .url()
      .refine((link) => youtubeId(link) !== null, 'a link to one YouTube video (watch, youtu.be, shorts or embed), not a search')
      .optional()
      .describe(
        'One chosen YouTube video of this model: a watch, youtu.be, shorts or embed link, never a search. Left out when none is chosen (the page then has no video block).',
      ),
    videoNote: text
      .optional()
      .describe(
        'Provenance of the video, never shown: <channel>, "<title>" (date; what it shows), then the address of a page that lists it (the publication, never how it was looked up). Required with a video.',
      ),
    /**
     * Photos uploaded in the staff editor, by view: each replaces that view's drawing (content/cars.ts).
     * A photo dropped beside a drawing (`exterior-1.jpg` next to `exterior-1.svg`) does the same without the editor.
     */
    photos: carPhotosSchema.optional().describe("Photos uploaded in the editor, one per view at most; each replaces that view's drawing."),
    specs: carSpecsSchema,
    sources: z.array(carSourceSchema).min(1).describe('Where the figures come from; every figure in `specs` is named by one.'),
    /** Figures nobody could source, left out of `specs` (the page says so), each with a note for whoever checks next. */
    unsourced: z
      .array(z.object({ figure: z.enum(CAR_FIGURES), note: text }))
      .default([])
      .describe('Figures nobody could source: left out of `specs`, each with a note for whoever checks next.'),
  })
  .superRefine((car, ctx) => {
    const { specs } = car;
    const covered = new Set(car.sources.flatMap((source) => source.figures));
    const unsourced = new Set(car.unsourced.map((entry) => entry.figure));
    const hybridOnly: ReadonlySet<string> = new Set(HYBRID_FIGURES);
    for (const figure of CAR_FIGURES) {
      if (hybridOnly.has(figure) && specs.type === 'electric') continue;
      const present = specs[figure] !== undefined;
      if (present && !covered.has(figure)) {
        ctx.addIssue({
          code: 'custom',
          path: ['specs', figure],
          params: { code: 'car.figure-needs-source', figure },
          message: "a figure names its source: list it in a source's figures",
        });
      }
      if (present && unsourced.has(figure)) {
        ctx.addIssue({
          code: 'custom',
          path: ['unsourced'],
          params: { code: 'car.figure-sourced-and-unsourced', figure },
          message: `${figure} is in specs and marked unsourced`,
        });
      }
      if (!present && !unsourced.has(figure)) {
        ctx.addIssue({
          code: 'custom',
          path: ['specs', figure],
          params: { code: 'car.figure-missing', figure },
          message: 'missing: give the figure with its source, or list it under unsourced with the reason',
        });
      }
    }
    if ((car.video === undefined) !== (car.videoNote === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['videoNote'],
        params: { code: 'car.video-note' },
        message: 'a video says where it was found (videoNote), and a note belongs to a video',
      });
    } else if (car.video !== undefined && car.videoNote !== undefined && !isVideoNote(car.videoNote, car.video)) {
      // Checked here, not only by a test: the editor refuses the save, so a staff edit never turns CI red (DECISIONS 42).
      ctx.addIssue({
        code: 'custom',
        path: ['videoNote'],
        params: { code: 'car.video-note-format' },
        message:
          'videoNote: <channel>, "<title>" (<date>; what it shows), then the address of the video, never how it was looked up ("found", "searched", "via")',
      });
    }
    if ((specs.range !== undefined || specs.electricRange !== undefined) && specs.rangeCycle === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'rangeCycle'],
        params: { code: 'car.range-cycle' },
        message: 'a range names its test cycle (CLTC or WLTP)',
      });
    }
    if (
      specs.groundClearanceMin !== undefined &&
      specs.groundClearanceMax !== undefined &&
      specs.groundClearanceMax < specs.groundClearanceMin
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'groundClearanceMax'],
        params: { code: 'car.clearance-order' },
        message: 'max below min',
      });
    }
    if (specs.type === 'electric' && specs.electricRange !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'electricRange'],
        params: { code: 'car.electric-range-on-electric' },
        message: 'only hybrids have a separate electric range',
      });
    }
    for (const figure of ['fuelTank', 'fuelConsumption', 'fuelCycle'] as const) {
      if (specs.type === 'electric' && specs[figure] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['specs', figure],
          params: { code: 'car.fuel-on-electric', figure },
          message: 'only range-extender hybrids have a fuel tank and fuel use',
        });
      }
    }
    if (specs.fuelCycle !== undefined && specs.fuelConsumption === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'fuelCycle'],
        params: { code: 'car.fuel-cycle-alone' },
        message: 'a fuel cycle belongs to a fuel consumption figure',
      });
    }
    if (specs.dcChargeTime !== undefined && specs.dcChargeTime.to <= specs.dcChargeTime.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'dcChargeTime', 'to'],
        params: { code: 'car.charge-window' },
        message: 'a charging window ends above where it starts (e.g. from 10 to 80 %)',
      });
    }
    if (specs.range !== undefined && specs.electricRange !== undefined && specs.electricRange >= specs.range) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs', 'electricRange'],
        params: { code: 'car.electric-range-total' },
        message: 'the electric range is part of the total range',
      });
    }
  });

export type CarInput = z.input<typeof carSchema>;
export type CarData = z.output<typeof carSchema>;

/** The 8 pictures of a car, found by name in public/images/cars/<slug>/, else drawn by the build (content/cars.ts). */
export const CAR_IMAGE_NAMES = CAR_VIEWS;

/** A car as the site uses it: the content plus its slug and its pictures. */
export type Car = CarData & { slug: string; images: string[] };

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

/** What makes a claim of the company a claim (docs/decisions/company-facts.md#38): its mark, and where its proof is kept. */
const claimMarks = {
  isExample: z
    .boolean()
    .describe(
      'On while the claim is an example the dealer has not confirmed: the site notes it outside production, and a production build refuses it. Switch it off once `proof` says where the evidence is kept.',
    ),
  proof: z
    .string()
    .trim()
    .optional()
    .describe(
      'Where the evidence is kept: a certificate number, a review platform link, the customer register … Free text, for whoever checks the claim (not shown on the site); required once the claim is no longer an example.',
    ),
};

/** The codes of the claims' own checks, which the staff editor words (content/problems.ts). */
export const CLAIM_PROBLEMS = { proof: 'company.claim-proof', basis: 'company.claim-basis' } as const;

/** A claim's marks, and a comparison's basis, as its checks read them. */
interface ClaimMarks {
  isExample: boolean;
  proof?: string | undefined;
  basis?: unknown;
}

const needsProof = (claim: ClaimMarks, ctx: z.RefinementCtx) => {
  if (!claim.isExample && !claim.proof)
    ctx.addIssue({
      code: 'custom',
      path: ['proof'],
      params: { code: CLAIM_PROBLEMS.proof },
      message: 'a claim confirmed (isExample: false) says where its proof is kept (proof)',
    });
};

/** A claim of the company: its value, its example mark and where its proof is. */
function claim<T extends z.ZodRawShape>(shape: T, description: string) {
  return z
    .strictObject({ ...shape, ...claimMarks })
    .superRefine((value, ctx) => needsProof(value as ClaimMarks, ctx))
    .describe(description);
}

/**
 * A claim that compares the dealer with others (docs/decisions/company-facts.md#38): shown with its basis
 * (what was compared with what, and when) beside it, or not at all; a confirmed one names its basis.
 */
function comparativeClaim<T extends z.ZodRawShape>(shape: T, description: string) {
  return z
    .strictObject({
      ...shape,
      basis: localizedText
        .optional()
        .describe(
          'What was compared with what, and when, shown beside the claim, e.g. “list prices in Minsk of the Zeekr 001 and the Porsche Taycan 4S, March 2026”. Without it the claim is not shown.',
        ),
      ...claimMarks,
    })
    .superRefine((value, ctx) => {
      const claim = value as ClaimMarks;
      needsProof(claim, ctx);
      if (!claim.isExample && !claim.basis)
        ctx.addIssue({
          code: 'custom',
          path: ['basis'],
          params: { code: CLAIM_PROBLEMS.basis },
          message: 'a comparison confirmed (isExample: false) says what was compared with what, and when (basis)',
        });
    })
    .describe(`${description} A comparison: shown only with its basis.`);
}

/**
 * Company facts (docs/decisions/company-facts.md). A fact the dealer has not given yet carries an
 * example value with `isExample: true`, and so does each claim under `facts` until the dealer
 * confirms it with its proof: the site works with it outside production, and a production
 * build refuses it, naming each one (content/company.ts).
 */
export const companySchema = z.object({
  /**
   * docs/decisions/company-facts.md#7: 1 USD = 3 BYN. First, so that the editor's «Компания» form,
   * which follows this order, starts with what staff change every week.
   */
  usdToByn: z
    .number()
    .positive()
    .meta({ plausible: [1, 10], unit: 'rate' }),
  name: localizedText,
  legalNote: localizedText,
  blurb: localizedText.describe(
    "The footer's and search engines' description of the dealer; {makerNames} is filled with the makers as the copy names them, and {inspectionPoints}, {foundedYear} … with the claims under `facts` (a figure is written once).",
  ),
  /** The public origin, e.g. https://www.example.by; the SITE_URL variable overrides it at build time. */
  siteUrl: z.object({ url: z.url(), isExample: z.boolean() }),
  phone: z.object({ display: phoneNumber, isExample: z.boolean() }),
  email: z.object({ address: z.email(), isExample: z.boolean() }),
  address: z.object({ street: localizedText, city: localizedText, postalCode: z.string(), country: localizedText, isExample: z.boolean() }),
  geo: z
    .object({
      lat: z.number().min(51).max(57).describe('Latitude of the showroom, north (Belarus: 51-57), e.g. 53.8844.'),
      lng: z.number().min(23).max(33).describe('Longitude of the showroom, east (Belarus: 23-33), e.g. 27.4529.'),
      isExample: z
        .boolean()
        .describe(
          'docs/decisions/company-facts.md#38: the map pin has its own mark. Coordinates not changed together with the address stay an example, and a production build refuses them like the address.',
        ),
    })
    .describe(
      "The showroom's map pin (the contact page's map, the footer's map link, the structured data): latitude and longitude of the address.",
    ),
  /** The contact page's find-us block: the way by car and by public transport, parking, what to look for. */
  directions: z.object({
    byCar: localizedText,
    byTransport: localizedText,
    parking: localizedText,
    landmarks: localized(z.array(text).min(1)),
    isExample: z.boolean(),
  }),
  /**
   * The chats: Telegram's link, and the number Viber and WhatsApp open a chat with, which is the showroom's
   * phone unless `chatPhone` names another: a changed phone reaches the chat buttons with no second edit.
   */
  messengers: z.object({ telegram: z.url(), chatPhone: phoneNumber.optional(), isExample: z.boolean() }),
  social: z.object({ accounts: z.array(z.object({ id: z.string(), label: text, url: z.url() })).default([]), isExample: z.boolean() }),
  languages: localized(z.array(text).default([])),
  /** The dealership tour on the home page: a YouTube link and a local preview image. */
  tourVideo: z.object({
    url: z.url(),
    poster: publicPath,
    /** What the video is when it is not a tour of the showroom (a maker's film standing in), said on its button. */
    title: localizedText
      .optional()
      .describe('What the video is, when it is not a tour of the showroom (e.g. a film about a model); left out for a real tour.'),
    isExample: z.boolean(),
  }),
  salesHours: openingHoursSchema,
  replyWithinHours: z
    .number()
    .int()
    .min(1)
    .max(12)
    .describe(
      'The promise of a reply within opening hours, in hours (the contact form, the contact page, the confirmation after a send). A promise the sales team keeps.',
    ),
  serviceHours: openingHoursSchema,
  facts: z
    .strictObject({
      foundedYear: claim(
        { value: z.number().int().min(1900) },
        'The year the company was founded (the about page, the home page, the dealer blurb, the structured data).',
      ),
      yearsOfExperience: claim(
        { value: z.number().int().positive() },
        'Years in business, shown as “30+ years” (the about page, the home page).',
      ),
      customers: claim(
        { value: z.number().int().positive() },
        'Customers who bought a car, shown as “2,000+” (the about page, the home page).',
      ),
      satisfactionPercent: claim(
        { value: z.number().min(0).max(100) },
        'Share of customers satisfied with their purchase, in per cent (the about page, the home page); the proof names the survey and its date.',
      ),
      rating: claim(
        { value: z.number().min(1).max(5), reviews: z.number().int().positive() },
        'The average rating out of 5 and the number of reviews behind it (the about page); the proof names the review platform (a link).',
      ),
      brands: claim({ value: z.number().int().positive() }, 'Brands the company has sold (the about page).'),
      locations: claim({ value: z.number().int().positive() }, 'Locations the company works from (the about page).'),
      inspectionPoints: claim(
        { value: z.number().int().positive() },
        'Points of the pre-sale inspection every car passes (the home page, its FAQ, the about page, the dealer blurb); the proof names the checklist document.',
      ),
      certification: claim(
        { value: text },
        'The quality management certificate, e.g. ISO 9001:2015 (the home page, the about page); the proof gives the certificate number and who issued it.',
      ),
      savingsPercent: comparativeClaim(
        { min: z.number().positive(), max: z.number().positive() },
        'Savings against European brands of the same class, in per cent, min-max (the home page).',
      ),
      serviceExpertise: claim(
        {},
        "What the service page says of who services the car: technicians trained on high-voltage systems, the makers' diagnostic equipment and original parts (the maintenance page's block, the warranty page's list; the wording is in locales/<lang>/maintenance.json and warranty.json); the proof names the training certificates, the equipment and the parts supplier.",
      ),
      germanBigThree: comparativeClaim(
        {},
        "The claim that the cars match the German big three (BMW, Mercedes-Benz, Audi) in technology and comfort (the home page's hero; its wording is in locales/<lang>/home.json).",
      ),
    })
    .describe(
      "docs/decisions/company-facts.md#38: the company's claims, each the dealer's to prove. Each carries an example mark until the dealer confirms it and writes where its proof is kept.",
    ),
  /**
   * What the 24/7 roadside assistance includes, what it costs and where it works: the warranty page states
   * it beside the promise (Law No. 225-Z «О рекламе», art. 26: a promise comes with its conditions).
   */
  roadside: z.object({
    terms: localizedText.describe(
      'What the roadside assistance includes (advice, towing), who pays for what, and where it works; shown on the warranty page.',
    ),
    isExample: z.boolean(),
  }),
  /** docs/decisions/company-facts.md#34: who the operator of the site's personal data is, shown in the footer and the privacy policy. */
  legal: z.object({
    name: localizedText,
    /** УНП, the Belarusian registration (taxpayer) number: nine digits. */
    unp: z.string().regex(/^\d{9}$/, 'nine digits'),
    address: localizedText,
    isExample: z.boolean(),
  }),
});
export type Company = z.infer<typeof companySchema>;

/** The company's claims (docs/decisions/company-facts.md#38), by their name under `facts`. */
export type ClaimId = keyof Company['facts'];
/** The claims that compare the dealer with others: shown only with their basis. */
export type ComparativeClaimId = { [K in ClaimId]: 'basis' extends keyof Company['facts'][K] ? K : never }[ClaimId];
export const COMPARATIVE_CLAIMS = Object.entries(companySchema.shape.facts.shape)
  .filter(([, claim]) => 'basis' in claim.shape)
  .map(([id]) => id as ComparativeClaimId);

/** A source for a figure that is not a car's: a tariff, a price. */
const factSourceSchema = z.object({
  title: text,
  /** The title for the English pages when the page itself is not in English, saying which language it is in. */
  titleEn: text.optional().describe('For the English pages, when the source is not in English: its title in English, saying the language.'),
  /** The title for the Russian pages, when `title` carries an explanation in English: the original title, explained in Russian. */
  titleRu: text
    .optional()
    .describe(
      'For the Russian pages, when the title carries an explanation in English (in brackets): the original title with the explanation in Russian.',
    ),
  publisher: text,
  url: z.url(),
  checked: isoDate,
});
export type FactSourceData = z.infer<typeof factSourceSchema>;

/**
 * The car page's offers (docs/decisions/constants.md#offers, docs/decisions/content-sourcing.md#19): a fixed sum in USD or a share of
 * the price, shown until `validUntil` (inclusive).
 */
export const offerSchema = z.object({
  id: z.enum(OFFER_IDS),
  title: localizedText,
  description: localizedText,
  discount: z.union([
    z.object({
      usd: z
        .number()
        .int()
        .positive()
        .meta({ plausible: [100, 20_000], unit: 'usd' }),
    }),
    z.object({
      percentOfPrice: z
        .number()
        .positive()
        .max(50)
        .meta({ plausible: [1, 25] }),
    }),
  ]),
  badge: z.enum(OFFER_BADGES).optional(),
  validUntil: isoDate,
  /** Not chosen by itself: it comes with this offer (docs/decisions/pages-catalogue-and-car.md#offers: the trade-in bonus comes with early-bird). */
  addedWith: z.enum(OFFER_IDS).optional(),
  /**
   * Who or what the offer is for when not every buyer gets it (trading a car in, a company, an earlier
   * customer): never counted in a discount the buyer did not choose (docs/decisions/pages-catalogue-and-car.md#offers).
   * A phrase that follows «Только» / "Only": «при сдаче вашего автомобиля в трейд-ин», "when you trade in your car".
   */
  condition: localizedText
    .optional()
    .describe('Who or what the offer is for, when not every buyer gets it; a phrase that follows «Только» / "Only".'),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersSchema = z.object({ offers: z.array(offerSchema).min(1) }).superRefine(({ offers }, ctx) => {
  const ids = offers.map((offer) => offer.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index)
      ctx.addIssue({ code: 'custom', path: ['offers', index, 'id'], params: { code: 'offers.id-twice', id }, message: `${id} twice` });
  });
  offers.forEach((offer, index) => {
    if (offer.addedWith !== undefined && !ids.includes(offer.addedWith)) {
      ctx.addIssue({
        code: 'custom',
        path: ['offers', index, 'addedWith'],
        params: { code: 'offers.unknown-added-with', id: offer.addedWith },
        message: `no offer ${offer.addedWith}`,
      });
    }
  });
});

/**
 * The home page's shortcuts into the catalogue by what a buyer needs (content/needs.yaml;
 * docs/decisions/pages-home-about-contact.md#needs): each one a catalogue filter or sort, with the value it uses.
 * Their wording is in locales/<lang>/home.json (`needs.items`); src/lib/needs.ts turns them into links.
 */
export const needSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('seats'), min: z.number().int().min(2).max(9).describe('At least this many seats.') }),
  z.strictObject({
    kind: z.literal('range'),
    minKm: positiveInt
      .multipleOf(100)
      .describe('At least this range on the battery, km: one of the catalogue\'s "from N km" choices (every 100 km); the longest first.'),
  }),
  z.strictObject({ kind: z.literal('budget'), maxUSD: positiveInt.describe('Priced at most this many USD.') }),
  z.strictObject({ kind: z.literal('drive'), drive: driveTypeSchema }),
  z.strictObject({ kind: z.literal('powertrain'), powertrain: powertrainSchema }),
  z.strictObject({ kind: z.literal('stock') }).describe('In stock now.'),
]);
export type Need = z.infer<typeof needSchema>;

export const needsSchema = z.strictObject({ needs: z.array(needSchema).min(1) }).superRefine(({ needs }, ctx) => {
  const kinds = needs.map((need) => need.kind);
  kinds.forEach((kind, index) => {
    if (kinds.indexOf(kind) !== index)
      ctx.addIssue({
        code: 'custom',
        path: ['needs', index, 'kind'],
        params: { code: 'needs.kind-twice', kind },
        message: `${kind} twice`,
      });
  });
});

/**
 * What running a car costs in Belarus (the car page's charging, ownership and fuel
 * figures): tariffs and prices, each with the day it applies from and its source, and
 * the dealer's own service and leasing terms.
 */
const datedPrice = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, validFrom: isoDate, source: factSourceSchema, note: localizedText.optional() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a HH:MM time');

/** One public charging network: BYN per kWh on AC and DC, and its fee for a charged car left plugged in. */
const publicOperatorSchema = datedPrice({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: localizedText.describe('The network and who runs it, e.g. "Malanka (Belorusneft)".'),
  ac: positive.meta({ plausible: [0.1, 2], unit: 'byn' }),
  dc: positive.meta({ plausible: [0.1, 2], unit: 'byn' }),
  idleFee: z.strictObject({
    perMinute: positive.describe('BYN a minute once the free minutes after charging have passed.'),
    afterMinutes: positiveInt,
    /** Only charged between these times of day (Minsk), when the operator says so. */
    hours: z.strictObject({ from: clockTime, to: clockTime }).optional(),
    /** Only at some of its chargers (e.g. fast DC), when the operator says so. */
    where: localizedText.optional(),
  }),
});
export type PublicOperator = z.infer<typeof publicOperatorSchema>;

export const runningCostsSchema = z.object({
  /** Household electricity, BYN per kWh: single rate, and the night rate of a multi-rate meter. */
  homeElectricity: datedPrice({
    single: positive.meta({ plausible: [0.05, 1.5], unit: 'byn' }),
    night: positive.meta({ plausible: [0.05, 1.5], unit: 'byn' }),
  }),
  /**
   * Public charging networks, each with its own prices, day and source. The first is the
   * calculators' default (the buyer can choose another where a calculator offers it).
   */
  publicCharging: z
    .array(publicOperatorSchema)
    .min(1)
    .superRefine((operators, ctx) => {
      operators.forEach(({ id }, index) => {
        if (operators.findIndex((other) => other.id === id) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], params: { code: 'tariffs.id-twice', id }, message: `${id} twice` });
        }
      });
    }),
  petrol: datedPrice({ grade: text, pricePerLitre: positive.meta({ plausible: [1, 5], unit: 'byn' }) }),
  /** The dealer's service prices, BYN (the maintenance page lists them). */
  service: z.object({
    intervalKm: positiveInt.meta({ plausible: [5_000, 50_000] }),
    visitPrice: positive.meta({ plausible: [10, 2_000], unit: 'byn' }),
    batteryCheckPrice: positive.meta({ plausible: [10, 1_000], unit: 'byn' }),
  }),
  leasing: z.object({
    minRatePercent: positive,
    minMonths: positiveInt,
    maxMonths: positiveInt,
    maxDownPercent: positive,
  }),
});
export type RunningCosts = z.infer<typeof runningCostsSchema>;

/**
 * A brand (docs/decisions/pages-brands.md#brand-page; docs/decisions/pages-brands.md#14, docs/decisions/content-sourcing.md#30): content/brands/<slug>.yaml, one per
 * maker of the catalogue and NIO. The files with a `catalogueName` are the catalogue's makers:
 * the cars name them, the copy lists them, the search knows their other spellings. Li Auto
 * alone has the mission, lineup, achievements and conclusions sections.
 */
export const brandSchema = z.strictObject({
  name: localizedText.describe(
    'The name in each language as text first mentions it, e.g. ru: Li Auto (Lixiang), en: Li Auto (docs/decisions/content-sourcing.md#30); a later mention drops the part in brackets.',
  ),
  catalogueName: text
    .optional()
    .describe('The maker as the car files write their manufacturer, e.g. Lixiang; omit for a brand with no car in the catalogue.'),
  searchTerms: localized(z.array(text).default([]))
    .optional()
    .describe(
      "Other words buyers type for the maker in the catalogue search, in either language's letters, e.g. ru: [зикр, зикер], en: [zeekr, geely]; a word's start is enough (зик finds зикр).",
    ),
  similar: z
    .strictObject({ bodyType: bodyTypeSchema, powertrain: powertrainSchema })
    .optional()
    .describe(
      'For a brand without cars in the catalogue: the kind of car it is known for; its page shows a few catalogue cars of that kind by other makers.',
    ),
  foundedYear: positiveInt,
  founder: localizedText,
  headquarters: localizedText,
  specialty: localizedText,
  description: localizedText,
  timeline: z.array(z.strictObject({ year: positiveInt, title: localizedText, description: localizedText })).min(3),
  mission: z.strictObject({ quote: localizedText, source: localizedText }).optional(),
  lineup: z.strictObject({ text: localizedText, models: z.array(z.strictObject({ name: text, text: localizedText })).min(1) }).optional(),
  achievements: z.array(localizedText).min(1).optional(),
  conclusions: localizedText.optional(),
  sources: z.array(factSourceSchema).min(1),
});
export type Brand = z.infer<typeof brandSchema>;

/** The tariffs of running-costs.yaml a guide's price table can show. */
export const GUIDE_TARIFFS = ['publicAc', 'publicDc', 'idleFee', 'homeSingle', 'homeNight'] as const;

const guideItem = z.strictObject({ title: localizedText, text: localizedText });
const blockBase = { id: z.string().regex(/^[a-z0-9-]+$/), title: localizedText };

/** One section of a guide; the page draws each kind its own way. */
const guideBlockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), ...blockBase, paragraphs: localized(z.array(text).min(1)) }),
  z.strictObject({ kind: z.literal('cards'), ...blockBase, intro: localizedText.optional(), items: z.array(guideItem).min(1) }),
  z.strictObject({ kind: z.literal('steps'), ...blockBase, items: z.array(guideItem).min(1) }),
  z.strictObject({
    kind: z.literal('scenarios'),
    ...blockBase,
    items: z.array(z.strictObject({ situation: localizedText, solution: localizedText })).min(1),
  }),
  z.strictObject({ kind: z.literal('warning'), ...blockBase, text: localizedText }),
  z.strictObject({
    kind: z.literal('prices'),
    ...blockBase,
    note: localizedText,
    rows: z.array(z.strictObject({ where: localizedText, tariff: z.enum(GUIDE_TARIFFS) })).min(1),
  }),
]);
export type GuideBlock = z.infer<typeof guideBlockSchema>;

/** An owner's guide (docs/decisions/pages-information.md#guides; docs/decisions/pages-information.md#13): content/guides/<slug>.yaml. */
export const guideSchema = z.strictObject({
  /** Its place in the guides index. */
  order: positiveInt,
  title: localizedText,
  description: localizedText,
  summary: localizedText,
  updated: isoDate,
  blocks: z.array(guideBlockSchema).min(2),
  sources: z.array(factSourceSchema).min(1),
});
export type Guide = z.infer<typeof guideSchema>;

/** A warranty term: whichever comes first. */
const warrantyTerm = z.object({ years: positiveInt, km: positiveInt });

/** The maintenance page's services; `batteryCheck` and `preventive` take their prices from running-costs.yaml. */
export const MAINTENANCE_SERVICE_IDS = ['batteryCheck', 'preventive', 'electrical', 'software'] as const;

/**
 * The dealer's terms on the financing, warranty and maintenance pages (content/services.yaml);
 * the figures the car page's calculators share stay in running-costs.yaml.
 */
export const servicesSchema = z.object({
  financing: z.object({
    preApprovalMinutes: positiveInt,
    applicationMinutes: positiveInt,
    minDownPercent: z.number().min(0),
    /**
     * The financing page's worked example (Law No. 225-Z «О рекламе», art. 26: a rate is shown with the terms that
     * make the cost): a typical rate of the partners' programmes, not the lowest, with a down payment and a term;
     * the car is the catalogue's median by price, and the sums come from the leasing calculator.
     */
    example: z.object({
      ratePercent: positive.meta({ plausible: [1, 40] }),
      downPercent: z.number().min(0).max(90),
      months: positiveInt.meta({ plausible: [12, 120] }),
    }),
    /** The day the partners last confirmed the rates the site quotes (the lowest is in running-costs.yaml, leasing). */
    ratesAsOf: isoDate,
  }),
  warranty: z.object({
    battery: warrantyTerm,
    vehicle: warrantyTerm,
    maintenance: warrantyTerm,
    claimApprovalHours: positiveInt,
  }),
  maintenance: z.object({
    services: z
      .array(z.object({ id: z.enum(MAINTENANCE_SERVICE_IDS), durationMinutes: positiveInt, priceByn: z.number().min(0).optional() }))
      .superRefine((services, ctx) => {
        const ids = services.map((service) => service.id);
        if (new Set(ids).size !== MAINTENANCE_SERVICE_IDS.length || ids.length !== MAINTENANCE_SERVICE_IDS.length)
          ctx.addIssue({
            code: 'custom',
            params: { code: 'services.each-once', ids: MAINTENANCE_SERVICE_IDS.join(', ') },
            message: `each of ${MAINTENANCE_SERVICE_IDS.join(', ')} once`,
          });
        services.forEach((service, index) => {
          const shared = service.id === 'batteryCheck' || service.id === 'preventive';
          if (shared === (service.priceByn !== undefined))
            ctx.addIssue({
              code: 'custom',
              path: [index, 'priceByn'],
              params: { code: shared ? 'services.price-in-running-costs' : 'services.price-needed' },
              message: shared ? 'its price is in running-costs.yaml (service)' : 'a price is needed',
            });
        });
      }),
    scheduleMonths: z.array(positiveInt).min(1),
    intervalKm: z.object({ min: positiveInt, max: positiveInt }),
  }),
});
export type Services = z.infer<typeof servicesSchema>;

/** An article's URL slug, shared by its two languages (docs/decisions/urls-and-languages.md#15). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** At most this many questions and answers in an article: a short FAQ, not a second article. */
export const ARTICLE_FAQ_MAX = 6;

/**
 * Text an article may leave out. A cleared field (the staff editor saves `''`) counts as left out,
 * so that what the editor lets staff save, the build takes.
 */
const optionalArticleText = (max?: number) =>
  (max === undefined ? z.string().trim() : z.string().trim().max(max)).optional().transform((value) => value || undefined);

/**
 * A news article's front matter (docs/decisions/pages-news.md#article-data; issue 10): one Markdown file per
 * article per language, `content/news/<slug>.<lang>.md`; the body is the article's text. A short news item
 * is a title, date, category, picture and its text; the other sections are optional, and an empty list
 * (as the staff editor saves one whose items were all removed) is the same as none: the page shows only
 * the sections that are there.
 */
export const articleFrontMatterSchema = z.strictObject({
  /** Also its file names (content/news.ts checks they agree): written here so that the staff editor names a new article's files by it. */
  slug: z
    .string()
    .regex(ARTICLE_SLUG, 'lower-case ASCII words joined by hyphens')
    .describe("The article's address, /news/<category>/<slug>, the same in both languages: lower-case ASCII words joined by hyphens."),
  title: text.max(120),
  /** Without one, content/news.ts takes the lead's first sentences (shared/description.ts). */
  description: optionalArticleText(300).describe(
    'For search engines and the news cards. Optional: without one, the first sentences of the text are used (up to 160 characters).',
  ),
  date: isoDate,
  category: z.enum(NEWS_CATEGORIES),
  /** The article's picture: one view of a car of the catalogue. */
  image: z.strictObject({ car: text, view: z.enum(CAR_VIEWS), alt: text }),
  /** The cars the article is about: the page links to them. */
  cars: z.array(text).max(8).default([]),
  keySpecs: z
    .array(z.strictObject({ label: text, value: text }))
    .max(8)
    .default([])
    .describe('Optional: up to 8 figures, each a label and a value.'),
  /** What it means for a buyer in Belarus: plain paragraphs. */
  belarus: z.array(text).max(6).default([]).describe('Optional: what it means for a buyer in Belarus, up to 6 paragraphs.'),
  faq: z
    .array(z.strictObject({ question: text, answer: text }))
    .max(ARTICLE_FAQ_MAX)
    .default([])
    .describe(`Optional: 1 to ${ARTICLE_FAQ_MAX} questions with their answers.`),
  conclusion: optionalArticleText().describe('Optional: the conclusion, one paragraph.'),
  sources: z.array(factSourceSchema).default([]).describe('Where the outside facts come from; optional for an item that states none.'),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** A legal page's front matter (the privacy policy): the body is the text. */
export const legalPageFrontMatterSchema = z.strictObject({ title: text, description: text.max(300), updated: isoDate });
export type LegalPageFrontMatter = z.infer<typeof legalPageFrontMatterSchema>;

/**
 * The about page (docs/decisions/pages-home-about-contact.md#about; docs/decisions/pages-home-about-contact.md#20): the dealer's story, mission, values, the
 * comparison of buying here with importing a car yourself, the team and testimonials.
 * The story, the team and the testimonials are example values until the dealer confirms
 * them (docs/decisions/company-facts.md#32): a production build refuses them.
 */
const idSchema = z.string().regex(/^[a-z0-9-]+$/);
/** docs/decisions/company-facts.md#38: a figure the company claims is named, never written again. */
const CLAIM_PLACEHOLDERS =
  'A text names a company claim as {certification}, {inspectionPoints}, {foundedYear}, {yearsOfExperience}, {customers}, {brands} or {locations}, and the makers as {makerNames}: the build fills them in from content/company.yaml and the brand files, so a figure is written once.';
export const aboutSchema = z.strictObject({
  story: z
    .strictObject({
      isExample: z.boolean(),
      timeline: z.array(z.strictObject({ year: z.number().int().min(1900), title: localizedText, description: localizedText })).min(1),
    })
    .describe(`The company's story as a timeline of years. ${CLAIM_PLACEHOLDERS}`),
  mission: z.strictObject({ title: localizedText, text: localizedText }),
  values: z.array(z.strictObject({ id: idSchema, title: localizedText, text: localizedText })).min(1),
  whyChoose: z
    .strictObject({
      rows: z.array(z.strictObject({ feature: localizedText, dealer: localizedText, selfImport: localizedText })).min(1),
    })
    .describe(`Buying from the dealer against importing a car yourself, row by row. ${CLAIM_PLACEHOLDERS}`),
  team: z.strictObject({
    isExample: z.boolean(),
    members: z
      .array(
        z.strictObject({
          id: idSchema,
          name: localizedText,
          position: localizedText,
          specialization: localizedText,
          experienceYears: z.number().int().nonnegative(),
          description: localizedText,
          achievements: localized(z.array(text).default([])),
        }),
      )
      .default([]),
  }),
  testimonials: z.strictObject({
    isExample: z.boolean(),
    items: z
      .array(
        z.strictObject({
          id: idSchema,
          name: localizedText,
          location: localizedText,
          rating: z.number().int().min(1).max(5),
          car: text,
          text: localizedText,
        }),
      )
      .default([]),
  }),
});
export type About = z.infer<typeof aboutSchema>;
