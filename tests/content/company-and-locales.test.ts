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
  // The claims (founded 1993, 2,000+ customers …) are the dealer's to confirm: tests/content/company-claims.test.ts checks their rules.
  it('hold the agreed figures', () => {
    // The rate, the address and the showroom's place are the staff's to change (spec item 42): their rules, not their values.
    expect(company.usdToByn).toBeGreaterThan(1);
    expect(company.usdToByn).toBeLessThan(10);
    expect(company.address.postalCode).toMatch(/^2\d{5}$/);
    // In or near Minsk (within about 30 km of its centre, 53.90° N 27.56° E), where the showroom is.
    expect(Math.abs(company.geo.lat - 53.9)).toBeLessThan(0.3);
    expect(Math.abs(company.geo.lng - 27.56)).toBeLessThan(0.45);
  });

  it('mark the hidden phone and e-mail as examples to replace while they are placeholders', () => {
    const placeholderPhone = /000-00-00|^\+375 17 0/.test(company.phone.display);
    const placeholderEmail = /\.example$/.test(company.email.address);
    if (placeholderPhone) expect(company.phone.isExample).toBe(true);
    if (placeholderEmail) expect(company.email.isExample).toBe(true);
    // A real one the staff entered is theirs to confirm: then it is no longer a placeholder.
    if (!company.phone.isExample) expect(placeholderPhone).toBe(false);
    if (!company.email.isExample) expect(placeholderEmail).toBe(false);
  });
});

describe('a production build refuses example facts (docs/decisions/company-facts.md#32)', () => {
  const ALL = ['siteUrl', 'phone', 'email', 'address', 'directions', 'messengers', 'social', 'tourVideo', 'legal'];

  /** The company facts with every contact marked as an example, as at launch: whichever the staff have confirmed since. */
  const withExamples = () => {
    const examples = structuredClone(company);
    for (const key of ALL) examples[key as 'phone'].isExample = true;
    return examples;
  };

  it('names every fact still holding an example value', () => {
    const ids: string[] = exampleFacts(company, {}).map((fact) => fact.id);
    for (const key of ALL) expect(ids.includes(key), key).toBe(company[key as 'phone'].isExample);
    expect(exampleFacts(withExamples(), {}).map((fact) => fact.id)).toEqual(expect.arrayContaining(ALL));
  });

  it('fails a production build, naming each one', () => {
    expect(() => assertReadyForProduction(withExamples(), { VERCEL_ENV: 'production' })).toThrow(
      /cannot ship facts still marked as examples[\s\S]*- phone[\s\S]*- email[\s\S]*- address[\s\S]*- messengers/,
    );
  });

  it("names the about page's example story, team and testimonials", () => {
    // As at launch, every part an example: whichever the staff have confirmed since.
    const about = structuredClone(readAbout());
    for (const part of [about.story, about.team, about.testimonials]) part.isExample = true;
    expect(exampleFacts(company, {}, about).map((fact) => fact.id)).toEqual(expect.arrayContaining(['story', 'team', 'testimonials']));
    const real = structuredClone(about);
    for (const part of [real.story, real.team, real.testimonials]) part.isExample = false;
    expect(exampleFacts(company, {}, real).filter((fact) => fact.file === 'content/about.yaml')).toEqual([]);
  });

  it('lets preview and local builds through', () => {
    expect(() => assertReadyForProduction(company, { VERCEL_ENV: 'preview' })).not.toThrow();
    expect(() => assertReadyForProduction(company, {})).not.toThrow();
  });

  it('takes SITE_URL as the real site URL', () => {
    expect(exampleFacts(company, { SITE_URL: 'https://www.example.by' }).map((fact) => fact.id)).not.toContain('siteUrl');
  });

  it('passes once every fact is real', () => {
    const real = structuredClone(company);
    for (const fact of [
      real.siteUrl,
      real.phone,
      real.email,
      real.address,
      real.geo,
      real.directions,
      real.messengers,
      real.social,
      real.tourVideo,
      real.roadside,
      real.legal,
    ])
      fact.isExample = false;
    for (const claim of Object.values(real.facts)) Object.assign(claim, { isExample: false, proof: 'kept at the office' });
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
      // Walked, not looked up by key: the editor's keys hold dots (`fields["cars.specs.range"]`).
      const leaves = (node: unknown): unknown[] =>
        typeof node === 'object' && node !== null ? Object.values(node).flatMap(leaves) : [node];
      const strings = leaves(tree);
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
        // «{{car, about}}»: a formatter is the language's own; the variable is what must match.
        (JSON.stringify(tree).match(/\{\{\w+(,[^}]*)?\}\}/g) ?? []).map((name) =>
          name.replace(/,[^}]*\}\}$/, '}}').replace(/^\{\{makers(Or|Commas|Tied)\}\}$/, '{{makers}}'),
        ),
      );
    expect(vars(en)).toEqual(vars(ru));
    // And string by string: a figure typed into one language («по 127 пунктам») beside the other's
    // {{inspection}} would not follow a staff edit. Plural forms count as their key.
    const byKey = (tree: unknown) => {
      const out = new Map<string, Set<string>>();
      const walk = (node: unknown, path: string) => {
        if (typeof node === 'string') {
          const key = base(path);
          const found = out.get(key) ?? new Set<string>();
          for (const name of vars(node)) found.add(name);
          out.set(key, found);
        } else if (typeof node === 'object' && node !== null) {
          for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
        }
      };
      walk(tree, '');
      return out;
    };
    const enVars = byKey(en);
    for (const [key, names] of byKey(ru)) expect(enVars.get(key), `${file}: ${key}`).toEqual(names);
  });
});

it('Russian and English have the same namespaces', () => {
  expect(readdirSync(join(localesDir, 'en')).sort()).toEqual([...namespaces].sort());
});
