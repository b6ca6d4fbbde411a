/** A guide's sections in one language, as the build gives them (src/pages/guide/data.ts). */
import type { Source } from '../../../lib/sources.js';

export interface GuideItem {
  title: string;
  text: string;
}

/** A price row: BYN per kWh, or per minute after some free minutes (the idle fee), maybe only at some hours or chargers. */
export type PriceRow = { where: string; byn: number } & (
  { per: 'kwh' } | { per: 'minute'; afterMinutes: number; hours?: { from: string; to: string }; at?: string }
);

/** One price list: a charging network's (named) or the household tariffs (no name), with its day and source. */
export interface PriceList {
  name: string | null;
  validFrom: string;
  source: Source;
  rows: PriceRow[];
}

export type GuideSection = { id: string; title: string } & (
  | { kind: 'text'; paragraphs: string[] }
  | { kind: 'cards'; intro?: string; items: GuideItem[] }
  | { kind: 'steps'; items: GuideItem[] }
  | { kind: 'scenarios'; items: { situation: string; solution: string }[] }
  | { kind: 'warning'; text: string }
  | { kind: 'prices'; note: string; lists: PriceList[] }
);

export interface GuideSummary {
  slug: string;
  title: string;
  description: string;
}
