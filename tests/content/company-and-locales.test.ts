// @vitest-environment node
import { describe, expect, it } from 'vitest';
import company from '../../content/company';
import { companySchema } from '../../content/schema';
import ru from '../../locales/ru/common.json';
import en from '../../locales/en/common.json';

/** Every key path of a translation file; plural forms count as their base key. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('company facts (DECISIONS 5-7)', () => {
  it('pass the schema', () => {
    expect(companySchema.safeParse(company).success).toBe(true);
  });

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

describe('translations', () => {
  it('English has every Russian key and no other', () => {
    expect(new Set(keys(en).map(base))).toEqual(new Set(keys(ru).map(base)));
  });

  it('no string is empty, and none is Polish', () => {
    for (const [lang, file] of [['ru', ru], ['en', en]] as const) {
      const strings = keys(file).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file));
      for (const text of strings) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}: ${String(text)}`).toBe(true);
        expect(text as string).not.toMatch(/[ąćęłńśźż]|Spróbuj|wiadomości/i);
      }
    }
  });
});
