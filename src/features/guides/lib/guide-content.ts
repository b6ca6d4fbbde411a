/** A guide's sections in one language, as the build gives them (src/pages/guide/data.ts). */

export interface GuideItem {
  title: string;
  text: string;
}

/** A price row: BYN per kWh, or per minute after some free minutes (the idle fee). */
export type PriceRow = { where: string; byn: number } & ({ per: 'kwh' } | { per: 'minute'; afterMinutes: number });

export type GuideSection = { id: string; title: string } & (
  | { kind: 'text'; paragraphs: string[] }
  | { kind: 'cards'; intro?: string; items: GuideItem[] }
  | { kind: 'steps'; items: GuideItem[] }
  | { kind: 'scenarios'; items: { situation: string; solution: string }[] }
  | { kind: 'warning'; text: string }
  | { kind: 'prices'; asOf: string; validFrom: string; note: string; rows: PriceRow[] }
);

export interface GuideSummary {
  slug: string;
  title: string;
  description: string;
}
