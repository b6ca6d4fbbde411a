/**
 * The company facts of content/company.yaml, checked by the schema, and the rule of
 * docs/decisions/company-facts.md#32: facts still marked as examples are fine outside production, and a
 * production build refuses them, naming each one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from './files.js';
import { schemaProblem } from './problems.js';
import { companySchema, type About, type Company } from './schema.js';

export const COMPANY_FILE = join(CONTENT_DIR, 'company.yaml');

export function parseCompany(input: unknown): Company {
  const result = companySchema.safeParse(input);
  if (!result.success) throw schemaProblem('content/company.yaml', result.error);
  return result.data;
}

const cache = new Map<string, Company>();

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

/**
 * The facts still holding example values, named as a maintainer finds them in
 * content/company.yaml (and content/about.yaml, when given).
 */
export function exampleFacts(company: Company, env: BuildEnv, about?: About): string[] {
  const facts: [string, boolean][] = [
    ['siteUrl (the site URL; or set SITE_URL)', company.siteUrl.isExample && !env.SITE_URL],
    ['phone', company.phone.isExample],
    ['email', company.email.isExample],
    ['address', company.address.isExample],
    ['directions (how to find the showroom)', company.directions.isExample],
    ['messengers (Telegram, Viber, WhatsApp)', company.messengers.isExample],
    ['social (the social accounts)', company.social.isExample],
    ['tourVideo (the showroom tour)', company.tourVideo.isExample],
    ['legal (legal name, УНП, legal address)', company.legal.isExample],
    ['about.yaml story (the timeline)', about?.story.isExample ?? false],
    ['about.yaml team', about?.team.isExample ?? false],
    ['about.yaml testimonials', about?.testimonials.isExample ?? false],
  ];
  return facts.filter(([, isExample]) => isExample).map(([name]) => name);
}

/** Throws, naming each example fact, when a production build would ship one. */
export function assertReadyForProduction(company: Company, env: BuildEnv, about?: About): void {
  if (!isProductionBuild(env)) return;
  const examples = exampleFacts(company, env, about);
  if (examples.length > 0) {
    throw new Error(
      `A production build cannot ship example company facts. Replace them in content/company.yaml (or content/about.yaml) and set isExample: false:\n` +
        examples.map((fact) => `  - ${fact}`).join('\n'),
    );
  }
}
