/**
 * Facts derived from content/ at build time (vite.config.ts computes them and
 * `define`s them), so the shell can show the brand list on every page without
 * shipping the car data to the browser.
 */
import type { BrandSummary } from './brands.js';

export interface SiteData {
  siteUrl: string;
  carCount: number;
  /** The year of the build, for the copyright line (pages never read the clock). */
  buildYear: number;
  brands: BrandSummary[];
}

declare const __SITE_DATA__: SiteData;

export const siteData: SiteData = __SITE_DATA__;

/** Absolute URL of a site path, for canonical links and Open Graph. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteData.siteUrl}/` : `${siteData.siteUrl}${path}`;
}
