/** The owner's guides (docs/decisions/pages-information.md#guides, docs/decisions/constants.md#tariffs; docs/decisions/pages-information.md#13). */
import { describe, expect, it } from 'vitest';
import { getGuides, getRunningCosts } from '../../content/index.js';
import type { PriceList } from '../../src/features/guides/lib/guide-content.js';
import { sourceIn } from '../../src/lib/sources.js';
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

  it('show each charging network its own prices, day and source, then the household tariffs, all from running-costs.yaml', () => {
    const costs = getRunningCosts();
    const prices = pageData('guide', 'en', { slug: 'charging-locations-minsk' }).sections.find((section) => section.kind === 'prices');
    if (prices?.kind !== 'prices') throw new Error('the charging guide has no prices');
    const rows = (list: PriceList) => list.rows.map(({ where: _where, ...row }) => row);
    expect(prices.lists.map((list) => list.name)).toEqual([...costs.publicCharging.map((network) => network.name.en), null]);
    costs.publicCharging.forEach((network, index) => {
      const list = prices.lists[index]!;
      expect(list).toMatchObject({ validFrom: network.validFrom, source: sourceIn(network.source, 'en') });
      const { perMinute, afterMinutes, hours } = network.idleFee;
      expect(rows(list)).toEqual([
        { byn: network.ac, per: 'kwh' },
        { byn: network.dc, per: 'kwh' },
        {
          byn: perMinute,
          per: 'minute',
          afterMinutes,
          ...(hours && { hours }),
          ...(network.idleFee.where && { at: network.idleFee.where.en }),
        },
      ]);
    });
    const home = prices.lists.at(-1)!;
    expect(home).toMatchObject({ validFrom: costs.homeElectricity.validFrom, source: sourceIn(costs.homeElectricity.source, 'en') });
    expect(rows(home)).toEqual([
      { byn: costs.homeElectricity.single, per: 'kwh' },
      { byn: costs.homeElectricity.night, per: 'kwh' },
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

describe('a source in another language', () => {
  it('is named in English on the English pages where it has an English title, and as it is on the Russian ones', () => {
    const source = { title: 'Тарифы', titleEn: 'Tariffs, in Russian', publisher: 'p', url: 'https://a.by/', checked: '2026-01-01' };
    expect(sourceIn(source, 'en')).toEqual({ title: 'Tariffs, in Russian', publisher: 'p', url: 'https://a.by/', checked: '2026-01-01' });
    expect(sourceIn(source, 'ru')).toEqual({ title: 'Тарифы', publisher: 'p', url: 'https://a.by/', checked: '2026-01-01' });
  });
});
