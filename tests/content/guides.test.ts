/** The owner's guides (docs/decisions/pages-information.md#guides, docs/decisions/constants.md#tariffs; docs/decisions/pages-information.md#13). */
import { describe, expect, it } from 'vitest';
import { getGuides } from '../../content/index.js';
import { pageData } from '../../src/app/page-table.js';

const SPEC_GUIDES = ['charging-locations-minsk', 'winter-driving', 'maintenance'];

describe('the guides', () => {
  it('include the three the site links to, in the index in their order, in both languages', () => {
    const slugs = getGuides().map((guide) => guide.slug);
    // docs/decisions/pages-information.md#13's three; a guide added later takes its place by its `order`.
    expect(slugs.filter((slug) => SPEC_GUIDES.includes(slug))).toEqual(SPEC_GUIDES);
    for (const lang of ['ru', 'en'] as const) expect(pageData('guides', lang).guides.map((guide) => guide.slug)).toEqual(slugs);
  });

  it('give the charging-locations guide the parts of docs/decisions/pages-information.md#guides in its order', () => {
    const sections = pageData('guide', 'ru', { slug: 'charging-locations-minsk' }).sections;
    const shape = sections.map((section) => [section.kind, 'items' in section ? section.items.length : 0]);
    expect(shape).toEqual([
      ['cards', 4],
      ['cards', 3],
      ['prices', 0],
      ['warning', 0],
      ['scenarios', 3],
      ['steps', 5],
    ]);
  });

  it('show the tariffs of docs/decisions/constants.md#tariffs (as of 7 Sep 2025), from running-costs.yaml', () => {
    const prices = pageData('guide', 'en', { slug: 'charging-locations-minsk' }).sections.find((section) => section.kind === 'prices');
    expect(prices).toMatchObject({ asOf: '2025-09-07', validFrom: '2025-08-01' });
    expect(prices?.kind === 'prices' && prices.rows.map(({ where: _where, ...row }) => row)).toEqual([
      { byn: 0.49, per: 'kwh' },
      { byn: 0.65, per: 'kwh' },
      { byn: 0.3, per: 'minute', afterMinutes: 20 },
      { byn: 0.2412, per: 'kwh' },
      { byn: 0.1447, per: 'kwh' },
    ]);
  });

  it('lead from each guide to the others', () => {
    const guides = getGuides();
    for (const guide of guides) {
      expect(pageData('guide', 'ru', { slug: guide.slug }).others.map((other) => other.slug)).not.toContain(guide.slug);
      expect(pageData('guide', 'ru', { slug: guide.slug }).others).toHaveLength(guides.length - 1);
    }
  });
});
