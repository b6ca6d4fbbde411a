import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  FIRST_LOAD_JS_CEILING_KB,
  judge,
  LIGHTHOUSE_PAGE_TYPES,
  lighthousePages,
  table,
  type SiteFigures,
} from '../../../scripts/audit/budgets.js';
import type { LighthouseFigures } from '../../../scripts/audit/lighthouse-runner.js';
import { sitePages } from '../../../src/app/page-table.js';

const GOOD: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  fcp: 900,
  tbt: 10,
  cls: 0,
  lcpElement: '<h1>',
  thirdPartyRequests: [],
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
};
const site = (over: Partial<SiteFigures> = {}, figures: Partial<LighthouseFigures> = {}): SiteFigures => ({
  lighthouse: [{ type: 'car', lang: 'ru', path: '/cars/x', figures: { ...GOOD, ...figures } }],
  bytes: [{ type: 'car', jsKb: 100, jsPage: '/cars/x', htmlKb: 70, htmlPage: '/cars/x' }],
  axeViolations: [],
  htmlErrors: [],
  brokenLinks: [],
  replacementCharacters: [],
  observatory: { score: 110, notes: [] },
  ...over,
});

describe('the audit budgets', () => {
  it('passes figures within every budget', () => {
    expect(judge(site()).misses).toEqual([]);
  });

  it('names the page and the figure of each missed budget', () => {
    const misses = judge(
      site({}, { performance: 96, lcp: 1501, tbt: 51, cls: 0.011, thirdPartyRequests: ['https://mc.yandex.ru/x'] }),
    ).misses;
    expect(misses).toHaveLength(5);
    expect(misses[0]).toBe('car (ru, /cars/x): performance 96 < 97');
    expect(misses.join('\n')).toMatch(/LCP 1501 ms > 1500 ms \(<h1>\)/);
    expect(misses.join('\n')).toContain('mc.yandex.ru');
  });

  it('holds car pages to 86 KB of HTML, every page to 120 KB of first-load JS, and each type to its own ceiling', () => {
    const overCeiling = Math.round((FIRST_LOAD_JS_CEILING_KB.car! + 0.1) * 10) / 10;
    const heavy = site({ bytes: [{ type: 'car', jsKb: overCeiling, jsPage: '/cars/x', htmlKb: 86.1, htmlPage: '/cars/y' }] });
    expect(judge(heavy).misses).toEqual([
      `car: first-load JS ${overCeiling.toFixed(1)} KB > ${FIRST_LOAD_JS_CEILING_KB.car!.toFixed(1)} KB (/cars/x)`,
      'car: HTML 86.1 KB > 86.0 KB (/cars/y)',
    ]);
    const unlisted = site({ bytes: [{ type: 'new-kind', jsKb: 120.5, jsPage: '/new', htmlKb: 200, htmlPage: '/new' }] });
    expect(judge(unlisted).misses).toEqual(['new-kind: first-load JS 120.5 KB > 120.0 KB (/new)']);
    expect(BUDGETS.carHtmlKb).toBe(86);
  });

  it('fails on any axe violation, html-validate error, broken link, U+FFFD or an Observatory score under 100', () => {
    const bad = site({
      axeViolations: ['/: color-contrast'],
      htmlErrors: ['/: x'],
      brokenLinks: ['/: /nope'],
      replacementCharacters: ['/'],
      observatory: { score: 80, notes: ['csp'] },
    });
    expect(judge(bad).misses).toHaveLength(5);
    expect(table(bad)).toMatch(/Observatory score\s+80 ✗/);
  });

  it('measures one page of each type in each language, or one language per type alternating in quick mode', () => {
    const pages = sitePages();
    const full = lighthousePages(pages, false);
    expect(full).toHaveLength(LIGHTHOUSE_PAGE_TYPES.length * 2);
    const quick = lighthousePages(pages, true);
    expect(quick.map((page) => page.name)).toEqual([...LIGHTHOUSE_PAGE_TYPES]);
    expect(new Set(quick.map((page) => page.lang))).toEqual(new Set(['ru', 'en']));
  });
});
