/**
 * The company facts of content/company.yaml, checked by the schema, and the rule of
 * docs/decisions/company-facts.md#32 and #38: facts and claims still marked as examples are fine outside
 * production, and a production build refuses them, naming each one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from './files.js';
import { schemaProblem } from './problems.js';
import { COMPARATIVE_CLAIMS, companySchema, type About, type ClaimId, type Company } from './schema.js';

export const COMPANY_FILE = join(CONTENT_DIR, 'company.yaml');

export function parseCompany(input: unknown): Company {
  const result = companySchema.safeParse(input);
  if (!result.success) throw schemaProblem('content/company.yaml', result.error);
  return result.data;
}

const cache = new Map<string, Company>();

/** Forgets the facts read, so the next read sees the file as it is now (the staff editor's checks). */
export function forgetCompany(): void {
  cache.clear();
}

/** The company facts, read once per file (the relay function asks on every request). */
export function readCompany(file: string = COMPANY_FILE): Company {
  let company = cache.get(file);
  if (!company) {
    company = parseCompany(parse(readFileSync(file, 'utf8')));
    cache.set(file, company);
  }
  return company;
}

export interface BuildEnv {
  /** Vercel's environment: `production`, `preview` or `development`. */
  VERCEL_ENV?: string;
  /** The public origin; when set, it replaces the example site URL. */
  SITE_URL?: string;
}

export function isProductionBuild(env: BuildEnv): boolean {
  return env.VERCEL_ENV === 'production';
}

/** The public origin, without a trailing slash: SITE_URL when set, else the company file's. */
export function siteUrl(company: Company, env: BuildEnv): string {
  return (env.SITE_URL || company.siteUrl.url).replace(/\/+$/, '');
}

const COMPANY_FILE_NAME = 'content/company.yaml';
const ABOUT_FILE_NAME = 'content/about.yaml';

/**
 * What a production build needs before an example fact may go: `fact`, a detail the dealer replaces
 * (the phone, the address); `claim`, a claim of the company, which also needs where its proof is kept;
 * `comparison`, a claim comparing the dealer with others, which needs its proof and its basis.
 */
export type ExampleFactKind = 'fact' | 'claim' | 'comparison';

/** The company file's details that carry an example mark (not the claims, which are all of `facts`). */
const DETAILS = [
  'siteUrl',
  'phone',
  'email',
  'address',
  'geo',
  'directions',
  'messengers',
  'social',
  'tourVideo',
  'roadside',
  'legal',
] as const;
const isComparison = (id: ClaimId) => (COMPARATIVE_CLAIMS as readonly ClaimId[]).includes(id);
/** The about page's parts that carry an example mark. */
const ABOUT_PARTS = ['story', 'team', 'testimonials'] as const;

/** One id per fact that can be an example: a detail, a claim (its name under `facts`) or a part of the about page. */
export type ExampleFactId = (typeof DETAILS)[number] | ClaimId | (typeof ABOUT_PARTS)[number];

/**
 * A fact still holding an example value: where it lives, so that the staff editor's launch checklist can
 * link to it, and how the build's refusal names it. The site names it by `id`, in the visitor's
 * language (locales/<lang>/example-facts.json `labels`).
 */
export interface ExampleFact {
  id: ExampleFactId;
  /** The file, from the project root. */
  file: typeof COMPANY_FILE_NAME | typeof ABOUT_FILE_NAME;
  /** The field that holds the value and its `isExample` mark, as a path into the file's data: `['facts', 'customers']`. */
  path: readonly string[];
  kind: ExampleFactKind;
  /** What it is, in English, as the build's refusal prints it. */
  label: string;
}

/** How the build's refusal names each fact, in English; a new detail, claim or part fails the type check until it is named here. */
const LABELS: Record<ExampleFactId, string> = {
  siteUrl: 'the site URL (or set SITE_URL)',
  phone: 'the phone',
  email: 'the e-mail address',
  address: "the showroom's address",
  geo: "the map pin's coordinates (change them with the address)",
  directions: 'the directions to the showroom',
  messengers: 'the Telegram link and the number Viber and WhatsApp chats open',
  social: 'the social accounts',
  tourVideo: 'the showroom tour video',
  roadside: "the roadside assistance's terms (what it includes, who pays, where it works)",
  legal: 'the legal details (legal name, УНП, legal address)',
  foundedYear: 'the year the company was founded',
  yearsOfExperience: 'the years in business',
  customers: 'the number of customers',
  satisfactionPercent: 'the share of satisfied customers',
  rating: 'the rating and its number of reviews',
  brands: 'the number of brands sold',
  locations: 'the number of locations',
  inspectionPoints: "the pre-sale inspection's number of points",
  certification: 'the quality management certificate',
  savingsPercent: 'the savings against European brands',
  serviceExpertise: "the service's trained technicians, diagnostic equipment and original parts",
  germanBigThree: 'the comparison with the German big three',
  story: "the about page's story (the timeline)",
  team: "the about page's team",
  testimonials: "the about page's testimonials",
};

/**
 * The facts still holding example values (docs/decisions/company-facts.md#32, #38), in the order of
 * their files: the one list the build's refusal, the footer's note and the staff editor's launch
 * checklist read. The about page's parts are listed when `about` is given.
 */
export function exampleFacts(company: Company, env: BuildEnv, about?: About): ExampleFact[] {
  const facts: ExampleFact[] = [];
  const add = (id: ExampleFactId, file: ExampleFact['file'], path: readonly string[], kind: ExampleFactKind, isExample: boolean) => {
    if (isExample) facts.push({ id, file, path, kind, label: LABELS[id] });
  };
  for (const id of DETAILS) {
    const isExample = company[id].isExample && !(id === 'siteUrl' && env.SITE_URL);
    add(id, COMPANY_FILE_NAME, [id], 'fact', isExample);
  }
  for (const id of Object.keys(company.facts) as ClaimId[]) {
    const claim = company.facts[id];
    add(id, COMPANY_FILE_NAME, ['facts', id], isComparison(id) ? 'comparison' : 'claim', claim.isExample);
  }
  if (about) for (const id of ABOUT_PARTS) add(id, ABOUT_FILE_NAME, [id], 'fact', about[id].isExample);
  return facts;
}

/** What the refusal adds after a fact's name: what else it needs besides its real value. */
const NEEDS: Record<ExampleFactKind, string> = {
  fact: '',
  claim: ' (a claim: also its proof)',
  comparison: ' (a comparison: also its proof and basis)',
};

/** Throws, naming each example fact by its file and field, when a production build would ship one. */
export function assertReadyForProduction(company: Company, env: BuildEnv, about?: About): void {
  if (!isProductionBuild(env)) return;
  const examples = exampleFacts(company, env, about);
  if (examples.length === 0) return;
  const files = [...new Set(examples.map((fact) => fact.file))];
  throw new Error(
    [
      'A production build cannot ship facts still marked as examples. Give each its real value and set isExample: false;',
      'a claim also needs `proof` (where its evidence is kept), a comparison also `basis` (what was compared with what, and when):',
      ...files.flatMap((file) => [
        `  ${file}`,
        ...examples.filter((fact) => fact.file === file).map((fact) => `    - ${fact.path.join('.')}: ${fact.label}${NEEDS[fact.kind]}`),
      ]),
    ].join('\n'),
  );
}
