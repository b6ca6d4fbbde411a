/**
 * Typography each language has its own rule for, in every text the site shows: the interface
 * strings (locales/), the content files' `ru`/`en` texts and the articles and legal pages.
 * A number's percent sign: "15%" in English, «15 %» in Russian with a no-break space (the
 * rule of formatPercent in src/lib/format.ts, which writes the numbers the code makes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_DIR, LOCALES_DIR, PROJECT_ROOT } from '../../content/files.js';
import { LANGS, type Lang } from '../../shared/lang.js';
import { breakingSpaces, fixBreakingSpaces } from '../../shared/typography.js';

interface Text {
  where: string;
  lang: Lang;
  text: string;
}

const isLang = (key: string): key is Lang => (LANGS as readonly string[]).includes(key);

/** Every string under a `ru` or `en` key (at any depth), with its language; strings in neither are not checked. */
function texts(value: unknown, where: string, lang?: Lang): Text[] {
  if (typeof value === 'string') return lang ? [{ where, lang, text: value }] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${where}.${key}`, isLang(key) ? key : lang));
}

const filesIn = (dir: string, ext: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ext))
    .map((file) => join(dir, file));
const name = (file: string) => relative(PROJECT_ROOT, file);

const ALL: Text[] = [
  ...LANGS.flatMap((lang) =>
    filesIn(join(LOCALES_DIR, lang), '.json').flatMap((file) => texts({ [lang]: JSON.parse(readFileSync(file, 'utf8')) }, name(file))),
  ),
  ...filesIn(CONTENT_DIR, '.yaml').flatMap((file) => texts(parse(readFileSync(file, 'utf8')), name(file))),
  ...filesIn(CONTENT_DIR, '.md').map((file) => ({
    where: name(file),
    lang: file.match(/\.(ru|en)\.md$/)![1] as Lang,
    text: readFileSync(file, 'utf8'),
  })),
];

/** Addresses are not text: a link's %-escapes (…%E7%90…) are not percent signs. */
const withoutAddresses = (text: string) => text.replace(/\b(https?|viber|tg|mailto):[^\s)"'\]>]+/g, '');

/**
 * The places in a text where a number's percent sign breaks the language's rule: any space
 * before it in English; anything but one no-break space in Russian. A number is digits or an
 * interpolated value (`{{percent}}`).
 */
function percentSignErrors(text: string, lang: Lang): string[] {
  // (\s takes in the no-break space.)
  const wrong = lang === 'en' ? /(\d|\}\})[\s\u202f]+%/g : /(\d|\}\})(?!\u00a0%)[\s\u202f]*%/g;
  return [...withoutAddresses(text).matchAll(wrong)].map((m) =>
    JSON.stringify(text.slice(Math.max(0, m.index - 20), m.index + m[0].length)),
  );
}

describe('the percent sign', () => {
  it('is found in the texts this test reads, in both languages', () => {
    for (const lang of LANGS) expect(ALL.filter((t) => t.lang === lang && /\d[\s\u00a0]?%/.test(t.text)).length).toBeGreaterThan(10);
  });

  it('catches a space before it in English and a missing or breaking one in Russian', () => {
    expect(percentSignErrors('from 10 to 80 % in 20 minutes', 'en')).toHaveLength(1);
    expect(percentSignErrors('at {{rate}}\u00a0% a year', 'en')).toHaveLength(1);
    expect(percentSignErrors('from 10 to 80% and 100%', 'en')).toEqual([]);
    expect(percentSignErrors('с 10 до 80% за', 'ru')).toHaveLength(1);
    expect(percentSignErrors('с 10 до 80 % за', 'ru')).toHaveLength(1);
    expect(percentSignErrors('{{satisfaction}}% из них', 'ru')).toHaveLength(1);
    expect(percentSignErrors('с 10 до 80\u00a0% за {{share}}\u00a0%', 'ru')).toEqual([]);
    expect(percentSignErrors('see https://example.com/a%20b/%E7%90 and [x](https://a.by/1%2F)', 'en')).toEqual([]);
  });

  it.each(LANGS)('follows the %s rule in every string, content text and article', (lang) => {
    const errors = ALL.filter((t) => t.lang === lang).flatMap((t) => percentSignErrors(t.text, lang).map((e) => `${t.where}: ${e}`));
    expect(errors).toEqual([]);
  });
});

describe('Russian no-break spaces (shared/typography.ts; `npm run content:typography` writes them)', () => {
  it('are asked for between a figure and its unit, inside «л. с.», in a number and before a dash', () => {
    expect(breakingSpaces('запас 280 км, 449\u00a0л.\u00a0с.')).toHaveLength(1);
    expect(breakingSpaces('мощность 449\u00a0л. с.')).toHaveLength(1);
    expect(breakingSpaces('до 1 412\u00a0км')).toHaveLength(1);
    expect(breakingSpaces('Li Auto — это')).toHaveLength(1);
    expect(breakingSpaces('≈ {{km}} км')).toHaveLength(1);
    expect(breakingSpaces('за 0,5 ч при\n800 В')).toHaveLength(2);
    expect(breakingSpaces('в 2025 году L9 стоит, 4057 станций, кузов 5 дверей')).toEqual([]);
  });

  it('are written by the fixer, which leaves the words and figures as they were', () => {
    const text = 'L9 — 1 412 км по CLTC, 449 л. с., 7,6 л/100 км, 20–80 % за 0,5 ч, 41 900 USD';
    const fixed = fixBreakingSpaces(text);
    expect(breakingSpaces(fixed)).toEqual([]);
    expect(fixed.replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('keep seconds, years and months to their figure: «1,98 с», «8 лет», «84 месяцев»', () => {
    expect(fixBreakingSpaces('до 100 км/ч за 1,98 с, гарантия 8 лет, до 84 месяцев')).toBe(
      'до 100\u00a0км/ч за 1,98\u00a0с, гарантия 8\u00a0лет, до 84\u00a0месяцев',
    );
  });

  it('are in every Russian string, content text and article', () => {
    const errors = ALL.filter((t) => t.lang === 'ru').flatMap((t) => breakingSpaces(t.text).map((e) => `${t.where}: ${e}`));
    expect(errors).toEqual([]);
  });
});

describe('English ranges (issue 24)', () => {
  /** A range of figures with a unit written with a hyphen: "15-20%", "10 - 80 km". */
  const hyphenRanges = (text: string) =>
    [
      ...withoutAddresses(text).matchAll(
        /(?<![\w/+.-])\d[\d,.]* ?- ?\d[\d,.]* ?(?:%|km|kWh?|mm|BYN|USD|hours?|minutes?|min|years?|months?|seconds?)(?![\w])/g,
      ),
    ].map((m) => m[0]);

  it('are caught with a hyphen, and not in a phone number or an address', () => {
    expect(hyphenRanges('from 15-20% and 10 - 80 km')).toEqual(['15-20%', '10 - 80 km']);
    expect(hyphenRanges('call +375 29 123-45-67 or see https://a.by/1-2-km, 15–20%')).toEqual([]);
  });

  it('take an en dash in every English string, content text and article', () => {
    const errors = ALL.filter((t) => t.lang === 'en').flatMap((t) => hyphenRanges(t.text).map((e) => `${t.where}: ${e}`));
    expect(errors).toEqual([]);
  });
});
