/**
 * The brands: one YAML file per brand in content/brands/, named by its URL slug, checked by
 * brandSchema. The files with a `catalogueName` are the catalogue's makers (a car's
 * manufacturer must be one of them, content/cars.ts); the others, NIO today, have a page only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { brandSlug } from '../shared/slug.js';
import { CONTENT_DIR, PROJECT_ROOT } from './files.js';
import { problem, schemaProblem } from './problems.js';
import { brandSchema, type Brand } from './schema.js';

export const BRANDS_DIR = join(CONTENT_DIR, 'brands');

export type BrandEntry = Brand & { slug: string };

/**
 * Every brand file, by slug. Fails naming the file when one is malformed, when its timeline
 * is out of order, and when a maker's file is not named by its catalogue name's slug.
 */
export function readBrandFiles(dir: string = BRANDS_DIR): BrandEntry[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  return files.map((file) => {
    const path = join(dir, file);
    const name = relative(PROJECT_ROOT, path);
    const result = brandSchema.safeParse(parse(readFileSync(path, 'utf8')));
    if (!result.success) throw schemaProblem(name, result.error);
    const brand = { ...result.data, slug: file.slice(0, -'.yaml'.length) };
    const years = brand.timeline.map((entry) => entry.year);
    if (years.some((year, index) => index > 0 && year < years[index - 1]!))
      throw problem(name, 'brand.timeline-order', 'the timeline is not in year order', { path: ['timeline'] });
    if (brand.catalogueName !== undefined && brandSlug(brand.catalogueName) !== brand.slug)
      throw problem(name, 'brand.file-name', `the file of ${brand.catalogueName} is ${brandSlug(brand.catalogueName)}.yaml`, {
        path: ['catalogueName'],
        params: { maker: brand.catalogueName, expected: `${brandSlug(brand.catalogueName)}.yaml` },
      });
    return brand;
  });
}

/** The catalogue's makers: the catalogue names of the brand files. */
export function makersOf(brands: readonly Brand[]): string[] {
  return brands.flatMap((brand) => (brand.catalogueName === undefined ? [] : [brand.catalogueName]));
}

/**
 * Every brand, checked against the cars' manufacturers: fails when a maker of the catalogue has no
 * file (docs/decisions/pages-brands.md#14: a page for every manufacturer). A brand file may name a
 * maker with no car yet: staff add the brand first, then its cars (issue 38), and meanwhile its
 * page is that of a brand the dealer does not sell.
 */
export function readBrands(manufacturers: readonly string[], dir: string = BRANDS_DIR): BrandEntry[] {
  const brands = readBrandFiles(dir);
  for (const maker of new Set(manufacturers)) {
    if (!brands.some((brand) => brand.catalogueName === maker))
      throw problem(`content/brands/${brandSlug(maker)}.yaml`, 'brand.missing', `no file for ${maker} (${brandSlug(maker)}.yaml)`, {
        params: { maker },
      });
  }
  return brands;
}
