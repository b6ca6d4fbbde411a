/**
 * A guide's content blocks (content/guides/<slug>.yaml) as the page shows them in one
 * language. Build time: a price row names a tariff of running-costs.yaml, the one place
 * each tariff is written, and gets its figure here.
 */
import type { GUIDE_TARIFFS, GuideBlock, RunningCosts } from '../../../../content/schema.js';
import type { Lang } from '../../../../shared/lang.js';
import type { GuideSection, PriceRow } from './guide-content.js';

function tariffRow(tariff: (typeof GUIDE_TARIFFS)[number], where: string, costs: RunningCosts): PriceRow {
  const { publicCharging, homeElectricity } = costs;
  switch (tariff) {
    case 'publicAc':
      return { where, byn: publicCharging.ac, per: 'kwh' };
    case 'publicDc':
      return { where, byn: publicCharging.dc, per: 'kwh' };
    case 'idleFee':
      return { where, byn: publicCharging.idleFeePerMinute, per: 'minute', afterMinutes: publicCharging.idleFreeMinutes };
    case 'homeSingle':
      return { where, byn: homeElectricity.single, per: 'kwh' };
    case 'homeNight':
      return { where, byn: homeElectricity.night, per: 'kwh' };
  }
}

export function guideSection(block: GuideBlock, lang: Lang, costs: RunningCosts): GuideSection {
  const base = { id: block.id, title: block.title[lang] };
  const item = (entry: { title: { ru: string; en: string }; text: { ru: string; en: string } }) => ({
    title: entry.title[lang],
    text: entry.text[lang],
  });
  switch (block.kind) {
    case 'text':
      return { ...base, kind: 'text', paragraphs: block.paragraphs[lang] };
    case 'cards':
      return { ...base, kind: 'cards', intro: block.intro?.[lang], items: block.items.map(item) };
    case 'steps':
      return { ...base, kind: 'steps', items: block.items.map(item) };
    case 'scenarios':
      return {
        ...base,
        kind: 'scenarios',
        items: block.items.map((entry) => ({ situation: entry.situation[lang], solution: entry.solution[lang] })),
      };
    case 'warning':
      return { ...base, kind: 'warning', text: block.text[lang] };
    case 'prices':
      return {
        ...base,
        kind: 'prices',
        asOf: block.asOf,
        validFrom: costs.publicCharging.validFrom,
        note: block.note[lang],
        rows: block.rows.map((row) => tariffRow(row.tariff, row.where[lang], costs)),
      };
  }
}
