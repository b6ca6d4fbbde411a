import { describe, expect, it } from 'vitest';
import { assertReadyForProduction, exampleFacts, readCompany } from '../../content/company.js';
import { readAbout } from '../../content/about.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(__dirname, '../../locales');
const namespaces = readdirSync(join(localesDir, 'ru')).filter((file) => file.endsWith('.json'));
const load = (lang: string, file: string): unknown => JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'));

/** Every key path of a translation file; plural forms count as their base key. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const company = readCompany();

describe('company facts (docs/decisions/company-facts.md)', () => {
  it('hold the agreed figures', () => {
    expect(company.facts).toMatchObject({
      foundedYear: 1993,
      customers: 2000,
      satisfactionPercent: 97,
      rating: { value: 4.8, reviews: 156 },
      brands: 15,
      locations: 4,
      inspectionPoints: 127,
      savingsPercent: { min: 25, max: 40 },
      certification: 'ISO 9001:2015',
    });
    expect(company.usdToByn).toBe(3);
    expect(company.address.postalCode).toBe('220026');
    expect(company.geo.lat).toBeCloseTo(53.8844, 3);
    expect(company.geo.lng).toBeCloseTo(27.4529, 3);
  });

  it('mark the hidden phone and e-mail as examples to replace', () => {
    expect(company.phone.isExample).toBe(true);
    expect(company.email.isExample).toBe(true);
  });
});

describe('a production build refuses example facts (docs/decisions/company-facts.md#32)', () => {
  const ALL = ['siteUrl', 'phone', 'email', 'address', 'directions', 'messengers', 'social', 'tourVideo', 'legal'];

  it('names every fact still holding an example value', () => {
    expect(exampleFacts(company, {}).map((fact) => fact.split(' ')[0])).toEqual(ALL);
  });

  it('fails a production build, naming each one', () => {
    expect(() => assertReadyForProduction(company, { VERCEL_ENV: 'production' })).toThrow(
      /cannot ship example company facts[\s\S]*- phone[\s\S]*- email[\s\S]*- address[\s\S]*- messengers/,
    );
  });

  it("names the about page's example story, team and testimonials", () => {
    const about = readAbout();
    expect(exampleFacts(company, {}, about)).toEqual(
      expect.arrayContaining(['about.yaml story (the timeline)', 'about.yaml team', 'about.yaml testimonials']),
    );
    const real = structuredClone(about);
    for (const part of [real.story, real.team, real.testimonials]) part.isExample = false;
    expect(exampleFacts(company, {}, real).filter((fact) => fact.startsWith('about.yaml'))).toEqual([]);
  });

  it('lets preview and local builds through', () => {
    expect(() => assertReadyForProduction(company, { VERCEL_ENV: 'preview' })).not.toThrow();
    expect(() => assertReadyForProduction(company, {})).not.toThrow();
  });

  it('takes SITE_URL as the real site URL', () => {
    expect(exampleFacts(company, { SITE_URL: 'https://www.example.by' })).not.toContainEqual(expect.stringMatching(/^siteUrl/));
  });

  it('passes once every fact is real', () => {
    const real = structuredClone(company);
    for (const fact of [
      real.siteUrl,
      real.phone,
      real.email,
      real.address,
      real.directions,
      real.messengers,
      real.social,
      real.tourVideo,
      real.legal,
    ])
      fact.isExample = false;
    expect(() => assertReadyForProduction(real, { VERCEL_ENV: 'production' })).not.toThrow();
  });
});

describe.each(namespaces)('translations: %s', (file) => {
  const ru = load('ru', file);
  const en = load('en', file);

  it('exists in English with every Russian key and no other', () => {
    expect(readdirSync(join(localesDir, 'en'))).toContain(file);
    expect(new Set(keys(en).map(base))).toEqual(new Set(keys(ru).map(base)));
  });

  it('has no empty string, and no Polish', () => {
    for (const [lang, tree] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const strings = keys(tree).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
      );
      for (const text of strings) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}: ${String(text)}`).toBe(true);
        expect(text as string).not.toMatch(/[ąćęłńśźż]|Spróbuj|wiadomości/i);
      }
    }
  });

  it('uses the same interpolations in both languages', () => {
    // The makers' list is one variable written as each language's sentence needs it («и» in one, "or" in the other).
    const vars = (tree: unknown) =>
      new Set(
        (JSON.stringify(tree).match(/\{\{\w+\}\}/g) ?? []).map((name) => name.replace(/^\{\{makers(Or|Commas|Tied)\}\}$/, '{{makers}}')),
      );
    expect(vars(en)).toEqual(vars(ru));
  });
});

it('Russian and English have the same namespaces', () => {
  expect(readdirSync(join(localesDir, 'en')).sort()).toEqual([...namespaces].sort());
});
