/**
 * What the articles (content/news/<slug>.<lang>.md) may say, beyond their schema (issue 24): worked
 * arithmetic that gives the result it prints, a public charging price that names the operator it is
 * the price of, and sources that link the publisher's own page (docs/decisions/content-sourcing.md#37).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getRunningCosts } from '../../content/index.js';
import { CONTENT_DIR } from '../../content/files.js';

type Article = { file: string; lang: 'ru' | 'en'; text: string; sources: { url?: string }[] };

/**
 * An article file as its statements, one a line: each text of the front matter as YAML reads it (a key
 * figure's label and value together), then each line of the text. Read from the parsed front matter, so
 * however a YAML writer wraps a long line (the staff editor's does) the statements are the same.
 */
function readArticle(file: string, source: string): Article {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const front = (match ? parse(match[1]!) : {}) as Record<string, unknown>;
  const isRecord = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;
  const leaves = (node: unknown): string[] => {
    if (typeof node === 'string') return [node];
    if (Array.isArray(node)) return node.flatMap(leaves);
    if (!isRecord(node)) return [];
    if (typeof node.label === 'string' && typeof node.value === 'string') return [`${node.label} ${node.value}`];
    return Object.values(node).flatMap(leaves);
  };
  const body = match ? source.slice(match[0].length) : source;
  return {
    file,
    lang: file.endsWith('.ru.md') ? 'ru' : 'en',
    text: [...leaves(front), ...body.split('\n')].join('\n'),
    sources: Array.isArray(front.sources) ? (front.sources as { url?: string }[]) : [],
  };
}

const NEWS_DIR = join(CONTENT_DIR, 'news');
const ARTICLES = readdirSync(NEWS_DIR)
  .filter((file) => /\.(ru|en)\.md$/.test(file))
  .map((file) => readArticle(file, readFileSync(join(NEWS_DIR, file), 'utf8')));

/** A number as each language writes it: «1 065,5» (space or no-break space in thousands), "1,065.5". */
const NUMBER = {
  ru: String.raw`(?:\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d+(?:,\d+)?)(?![\d,]\d|\d)`,
  en: String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,.]\d|\d)`,
};
const parseNumber = (written: string, lang: 'ru' | 'en') =>
  Number(lang === 'ru' ? written.replace(/[ \u00a0]/g, '').replace(',', '.') : written.replace(/,/g, ''));

/** "75 × 0,46", "52,5 ÷ 100 × 60", "126 + 672": numbers joined by ×, ÷ or +, evaluated left to right. */
function evaluate(expression: string, lang: 'ru' | 'en'): number {
  const tokens = expression.split(/\s*([×÷+])\s*/);
  let value = parseNumber(tokens[0]!, lang);
  for (let i = 1; i < tokens.length; i += 2) {
    const operand = parseNumber(tokens[i + 1]!, lang);
    value = tokens[i] === '×' ? value * operand : tokens[i] === '÷' ? value / operand : value + operand;
  }
  return value;
}

/**
 * Whether a printed result is the computed value as the text rounds it: to its decimals, and to the
 * nearest ten when an "about" 290 ends in a zero.
 */
function agrees(printed: string, computed: number, lang: 'ru' | 'en', approximate: boolean): boolean {
  const decimals = (printed.split(lang === 'ru' ? ',' : '.')[1] ?? '').length;
  const value = parseNumber(printed, lang);
  const unit = decimals > 0 ? 10 ** -decimals : approximate && value % 10 === 0 ? 10 : 1;
  return Math.abs(value - computed) <= unit / 2 + 1e-9;
}

interface Sum {
  file: string;
  shown: string;
}

/** Every worked calculation of the articles that does not give the result printed with it. */
function wrongSums(articles: readonly Article[] = ARTICLES): { checked: number; wrong: Sum[] } {
  let checked = 0;
  const wrong: Sum[] = [];
  for (const { file, lang, text } of articles) {
    const n = NUMBER[lang];
    const expression = String.raw`(?:${n})(?:\s*[×÷+]\s*(?:${n}))+`;
    const about = lang === 'ru' ? /(около|примерно)\s*$/ : /(about|roughly|around)\s*$/;
    // "75 × 0,46 = **34,50 BYN**", "75 ÷ 2,3 ≈ 32,6"
    for (const m of text.matchAll(new RegExp(String.raw`(${expression})\s*([=≈])\s*\**(${n})`, 'g'))) {
      checked += 1;
      if (!agrees(m[3]!, evaluate(m[1]!, lang), lang, m[2] === '≈')) wrong.push({ file, shown: m[0] });
    }
    // "32,03 BYN у Malanka (52,5 × 0,61)", "около 798 км (126 + 672)", "about 290 kW (52.5 ÷ 0.18, our arithmetic)"
    for (const m of text.matchAll(new RegExp(String.raw`(${n})[^()\d\n]{0,40}\((${expression})(?:[,;]\s[^)\n]*)?\)`, 'g'))) {
      checked += 1;
      const before = text.slice(Math.max(0, m.index - 12), m.index);
      if (!agrees(m[1]!, evaluate(m[2]!, lang), lang, about.test(before))) wrong.push({ file, shown: m[0] });
    }
  }
  return { checked, wrong };
}

describe('the articles', () => {
  it('give the result they print for every worked calculation', () => {
    expect(wrongSums().wrong).toEqual([]);
  });

  // How many sums the articles hold is the staff's (an article added or removed): the check is shown to find them here.
  it('find the worked calculations in the forms the articles write them', () => {
    const fixture = readArticle(
      'fixture.ru.md',
      [
        '---',
        'keySpecs:',
        '  - label: Полная зарядка',
        '    value: 75 × 0,46 = 34,50 BYN',
        'conclusion: >-',
        '  Дома около 798 км (126 + 672),',
        '  а на станции — 34,13 BYN у Malanka (52,5 × 0,61).',
        '---',
        'Текст: 75 ÷ 2,3 ≈ 32,6, и ещё 52,5 ÷ 100 × 60 = **31,5**.',
        '',
      ].join('\n'),
    );
    const { checked, wrong } = wrongSums([fixture]);
    expect(checked).toBe(5);
    // 52.5 × 0.61 is 32.03, not 34.13.
    expect(wrong).toEqual([{ file: 'fixture.ru.md', shown: '34,13 BYN у Malanka (52,5 × 0,61)' }]);
  });

  it('check a calculation that is wrong, and accept one rounded as the text rounds it', () => {
    expect(agrees('34,50', 75 * 0.46, 'ru', false)).toBe(true);
    expect(agrees('34,13', 52.5 * 0.61, 'ru', false)).toBe(false);
    expect(agrees('1,130', 1412 * 0.8, 'en', true)).toBe(true);
    expect(agrees('290', 52.5 / 0.18, 'en', true)).toBe(true);
    expect(agrees('290', 52.5 / 0.18, 'en', false)).toBe(false);
    expect(evaluate('52,5 ÷ 100 × 60', 'ru')).toBeCloseTo(31.5, 10);
  });

  it('name the operator of every public charging price per kWh (Malanka or Evika), never a price without one', () => {
    const unnamed: string[] = [];
    for (const { file, lang, text } of ARTICLES) {
      // A key figure's label and value are one statement.
      const statements = text.replace(/\n\s+value:/g, ' value:').split('\n');
      const price = new RegExp(String.raw`(?:${NUMBER[lang]})\s*BYN`, 'g');
      for (const statement of statements) {
        if (!/кВт·ч|kWh/.test(statement)) continue;
        const publicPrices = [...statement.matchAll(price)].filter((m) => {
          const byn = parseNumber(m[0].replace(/\s*BYN$/, ''), lang);
          // Household tariffs are below 0.3 BYN per kWh; public charging costs more.
          return byn >= 0.3 && byn < 1;
        });
        if (publicPrices.length > 0 && !/Malanka|Evika/.test(statement)) unnamed.push(`${file}: ${statement.slice(0, 120)}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('quote public charging prices that one network of running-costs.yaml charges (the one place the tariffs are written)', () => {
    const networkPrices = new Set(
      getRunningCosts().publicCharging.flatMap((network) => [network.ac, network.dc, network.idleFee.perMinute]),
    );
    const stale: string[] = [];
    for (const { file, lang, text } of ARTICLES) {
      const price = new RegExp(String.raw`(?:${NUMBER[lang]})\s*BYN`, 'g');
      for (const statement of text.split('\n')) {
        if (!/кВт·ч|kWh/.test(statement) || !/Malanka|Evika/.test(statement)) continue;
        for (const m of statement.matchAll(price)) {
          const byn = parseNumber(m[0].replace(/\s*BYN$/, ''), lang);
          if (byn >= 0.3 && byn < 1 && !networkPrices.has(byn)) stale.push(`${file}: ${m[0]} in ${statement.slice(0, 100)}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('link the publisher’s own page as a source, never the GitHub dataset that copies AutoHome', () => {
    const datasetLinks = ARTICLES.filter(({ sources }) =>
      sources.some(({ url }) => /^https:\/\/github\.com\/swoiow\/autohome/.test(url ?? '')),
    ).map(({ file }) => file);
    expect(datasetLinks).toEqual([]);
  });
});
