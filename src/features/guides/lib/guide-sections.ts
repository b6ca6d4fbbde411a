/**
 * A guide's content blocks (content/guides/<slug>.yaml) as the page shows them in one
 * language. Build time: a price row names a tariff of running-costs.yaml, the one place
 * each tariff is written, and gets its figure here.
 */
import type { GUIDE_TARIFFS, GuideBlock, PublicOperator, RunningCosts } from '../../../../content/schema.js';
import type { Lang } from '../../../../shared/lang.js';
import { sourceIn } from '../../../lib/sources.js';
import type { GuideSection, PriceList, PriceRow } from './guide-content.js';

type GuideTariff = (typeof GUIDE_TARIFFS)[number];
const PUBLIC_TARIFFS: readonly GuideTariff[] = ['publicAc', 'publicDc', 'idleFee'];

function operatorRow(tariff: GuideTariff, where: string, operator: PublicOperator, lang: Lang): PriceRow | null {
  switch (tariff) {
    case 'publicAc':
      return { where, byn: operator.ac, per: 'kwh' };
    case 'publicDc':
      return { where, byn: operator.dc, per: 'kwh' };
    case 'idleFee': {
      const { perMinute, afterMinutes, hours, where: at } = operator.idleFee;
      return { where, byn: perMinute, per: 'minute', afterMinutes, ...(hours && { hours }), ...(at && { at: at[lang] }) };
    }
    default:
      return null;
  }
}

function homeRow(tariff: GuideTariff, where: string, { homeElectricity }: RunningCosts): PriceRow | null {
  if (tariff === 'homeSingle') return { where, byn: homeElectricity.single, per: 'kwh' };
  if (tariff === 'homeNight') return { where, byn: homeElectricity.night, per: 'kwh' };
  return null;
}

/**
 * A prices block as price lists: the public rows once for each charging network, with its
 * own day and source, then the household rows with theirs.
 */
function priceLists(rows: { where: { ru: string; en: string }; tariff: GuideTariff }[], lang: Lang, costs: RunningCosts): PriceList[] {
  const publicRows = rows.filter((row) => PUBLIC_TARIFFS.includes(row.tariff));
  const homeRows = rows.filter((row) => !PUBLIC_TARIFFS.includes(row.tariff));
  const lists: PriceList[] = [];
  if (publicRows.length > 0) {
    for (const operator of costs.publicCharging) {
      lists.push({
        name: operator.name[lang],
        validFrom: operator.validFrom,
        source: sourceIn(operator.source, lang),
        rows: publicRows.flatMap((row) => operatorRow(row.tariff, row.where[lang], operator, lang) ?? []),
      });
    }
  }
  if (homeRows.length > 0) {
    const home = costs.homeElectricity;
    lists.push({
      name: null,
      validFrom: home.validFrom,
      source: sourceIn(home.source, lang),
      rows: homeRows.flatMap((row) => homeRow(row.tariff, row.where[lang], costs) ?? []),
    });
  }
  return lists;
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
        note: block.note[lang],
        lists: priceLists(block.rows, lang, costs),
      };
  }
}
