/**
 * The company's claims (docs/decisions/company-facts.md#38) and the map pin: each the dealer's to confirm.
 * These check rules, never the launch figures staff edit: the facts are made up from the real file
 * with their marks set as each test needs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readAbout } from '../../content/about.js';
import { assertReadyForProduction, COMPANY_FILE, exampleFacts, parseCompany, readCompany } from '../../content/company.js';
import { ContentProblem } from '../../content/problems.js';
import { CLAIM_PROBLEMS, COMPARATIVE_CLAIMS, companySchema, type ClaimId, type Company } from '../../content/schema.js';
import { loadStrings } from '../../locales/index.js';
import { exampleFactLabels } from '../../src/app/build/site-data.js';
import { shellFacts, shownComparison } from '../../src/lib/shell.js';

const CLAIMS = Object.keys(companySchema.shape.facts.shape) as ClaimId[];
const PRODUCTION = { VERCEL_ENV: 'production' };
/** The company file as written, before its schema reads it. */
const raw = () => parse(readFileSync(COMPANY_FILE, 'utf8')) as Record<string, unknown> & { facts: Record<string, Record<string, unknown>> };

/** The company file with every fact and claim confirmed (comparisons with a basis), then `marked` still examples. */
function company(...marked: string[]): Company {
  const real = structuredClone(readCompany());
  for (const value of Object.values(real)) if (typeof value === 'object' && 'isExample' in value) value.isExample = false;
  for (const claim of Object.values(real.facts)) Object.assign(claim, { isExample: false, proof: 'Customer register, sales office' });
  for (const id of COMPARATIVE_CLAIMS) real.facts[id].basis = { ru: 'Прайс-листы, март 2026', en: 'Price lists, March 2026' };
  for (const id of marked) {
    if (id in real.facts) real.facts[id as ClaimId].isExample = true;
    else (real[id as keyof Company] as { isExample: boolean }).isExample = true;
  }
  return real;
}

/** The issues the schema finds in the company file as written, with `change` made to it. */
function issues(change: (data: ReturnType<typeof raw>) => void) {
  const data = raw();
  change(data);
  try {
    parseCompany(data);
    return [];
  } catch (error) {
    if (!(error instanceof ContentProblem)) throw error;
    return error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
  }
}

describe('claims of the company (docs/decisions/company-facts.md#38)', () => {
  it('every claim of companySchema has an example mark and a field for where its proof is', () => {
    expect(CLAIMS.length).toBeGreaterThan(0);
    for (const id of CLAIMS) {
      const shape = companySchema.shape.facts.shape[id].shape;
      expect(Object.keys(shape), id).toEqual(expect.arrayContaining(['isExample', 'proof']));
    }
  });

  it('the comparisons are the claims with a basis: the savings against European brands and the German big three', () => {
    expect([...COMPARATIVE_CLAIMS].sort()).toEqual(['germanBigThree', 'savingsPercent']);
  });

  it('names each claim still marked, and only those', () => {
    for (const id of CLAIMS) expect(exampleFacts(company(id), {}).map((fact) => fact.id)).toEqual([id]);
    expect(exampleFacts(company(), {})).toEqual([]);
  });

  it('a production build refuses each claim still marked, naming its field', () => {
    for (const id of CLAIMS) {
      expect(() => assertReadyForProduction(company(id), PRODUCTION), id).toThrow(new RegExp(`- facts\\.${id}: `));
    }
    expect(() => assertReadyForProduction(company(), PRODUCTION)).not.toThrow();
  });

  it('a claim marked false without proof is refused, naming the field', () => {
    for (const id of CLAIMS) {
      const found = issues((data) => Object.assign(data.facts[id]!, { isExample: false, proof: '  ', basis: { ru: 'Б', en: 'B' } }));
      expect(found, id).toContainEqual({ path: `facts.${id}.proof`, code: CLAIM_PROBLEMS.proof });
    }
  });

  it('a claim still an example needs no proof yet, and a confirmed one with its proof passes', () => {
    for (const id of CLAIMS) {
      expect(
        issues((data) => Object.assign(data.facts[id]!, { isExample: true, proof: '' })),
        id,
      ).toEqual([]);
      const basis = COMPARATIVE_CLAIMS.includes(id as never) ? { basis: { ru: 'Б', en: 'B' } } : {};
      expect(
        issues((data) => Object.assign(data.facts[id]!, { isExample: false, proof: 'Certificate No. 1', ...basis })),
        id,
      ).toEqual([]);
    }
  });

  it('a comparison confirmed without its basis is refused', () => {
    for (const id of COMPARATIVE_CLAIMS) {
      const found = issues((data) => Object.assign(data.facts[id]!, { isExample: false, proof: 'Price lists at the office' }));
      expect(found, id).toEqual([{ path: `facts.${id}.basis`, code: CLAIM_PROBLEMS.basis }]);
    }
  });

  it('a comparative claim without a basis is not shown', () => {
    const facts = company().facts;
    delete facts.savingsPercent.basis;
    delete facts.germanBigThree.basis;
    const shown = shellFacts(facts, 'en');
    expect(shown.savingsPercent).toBeNull();
    expect(shown.germanBigThree).toBeNull();
  });

  it('a comparative claim with its basis is shown with it, in the page language', () => {
    const claim = { min: 10, max: 20, basis: { ru: 'Прайс-листы', en: 'Price lists' }, isExample: true, proof: '' };
    expect(shownComparison(claim, 'ru')).toEqual({ min: 10, max: 20, basis: 'Прайс-листы' });
    expect(shownComparison(claim, 'en')).toEqual({ min: 10, max: 20, basis: 'Price lists' });
  });
});

describe('the map pin follows the address (docs/decisions/company-facts.md#38)', () => {
  it('keeps its own mark: an address confirmed with the pin left unchanged is still refused, naming the pin', () => {
    const moved = company('geo');
    expect(moved.address.isExample).toBe(false);
    expect(exampleFacts(moved, {}).map((fact) => fact.id)).toEqual(['geo']);
    expect(() => assertReadyForProduction(moved, PRODUCTION)).toThrow(/- geo: /);
  });

  it('refuses coordinates outside Belarus, such as latitude and longitude swapped', () => {
    const found = issues((data) => Object.assign(data.geo as object, { lat: 27.4529, lng: 53.8844 }));
    expect(found.map((issue) => issue.path).sort()).toEqual(['geo.lat', 'geo.lng']);
  });
});

describe('the list of example facts (content/company.ts exampleFacts)', () => {
  const marked = Object.entries(readCompany()).filter(([, value]) => typeof value === 'object' && 'isExample' in value);
  const all = exampleFacts(company(...marked.map(([key]) => key), ...CLAIMS), {}, markedAbout());

  function markedAbout() {
    const about = structuredClone(readAbout());
    for (const part of [about.story, about.team, about.testimonials]) part.isExample = true;
    return about;
  }

  it('gives each fact a unique id, its file, the path of the field that holds its mark, and its English name', () => {
    expect(new Set(all.map((fact) => fact.id)).size).toBe(all.length);
    const files = { 'content/company.yaml': raw(), 'content/about.yaml': parse(readFileSync('content/about.yaml', 'utf8')) as unknown };
    for (const fact of all) {
      const field = fact.path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], files[fact.file]);
      expect(field, fact.id).toMatchObject({ isExample: expect.any(Boolean) });
      expect(fact.label.length, fact.id).toBeGreaterThan(3);
    }
    expect(all.filter((fact) => fact.kind !== 'fact').map((fact) => fact.id)).toEqual(CLAIMS);
  });

  it('names every fact in both languages for the site', () => {
    for (const lang of ['ru', 'en'] as const) {
      const { labels } = loadStrings(lang, ['example-facts'])['example-facts']!;
      expect(Object.keys(labels).sort(), lang).toEqual(all.map((fact) => fact.id).sort());
      // The footer names those on the site: a comparison without its basis is not shown, so not named.
      const company = readCompany();
      const shown = all.filter(
        (fact) => fact.kind !== 'comparison' || (company.facts as Record<string, { basis?: unknown }>)[fact.id]?.basis,
      );
      expect(exampleFactLabels(all, lang).map((fact) => fact.label)).toEqual(shown.map((fact) => labels[fact.id]));
    }
  });

  it('keeps the refusal readable: one line per fact, under its file', () => {
    let message = '';
    try {
      assertReadyForProduction(company('phone', 'customers', 'savingsPercent'), PRODUCTION, markedAbout());
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(2)).toEqual([
      '  content/company.yaml',
      '    - phone: the phone',
      '    - facts.customers: the number of customers (a claim: also its proof)',
      '    - facts.savingsPercent: the savings against European brands (a comparison: also its proof and basis)',
      '  content/about.yaml',
      "    - story: the about page's story (the timeline)",
      "    - team: the about page's team",
      "    - testimonials: the about page's testimonials",
    ]);
  });
});
