/**
 * The brand pages' facts: one YAML file per brand in content/brands/, named by its URL
 * slug, checked by brandSchema and against the catalogue when the site builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, PROJECT_ROOT } from './files.js';
import { brandSchema, type Brand } from './schema.js';
import { brandSlug } from '../shared/slug.js';

export const BRANDS_DIR = join(CONTENT_DIR, 'brands');

export type BrandEntry = Brand & { slug: string };

/**
 * Every brand, by slug. Fails naming the file when one is malformed, when its timeline is
 * out of order, when its catalogue name matches no car or its slug, and when a maker of the
 * catalogue has no file (DECISIONS 14: a page for every manufacturer).
 */
export function readBrands(manufacturers: readonly string[], dir: string = BRANDS_DIR): BrandEntry[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  const brands = files.map((file) => {
    const path = join(dir, file);
    const name = relative(PROJECT_ROOT, path);
    const result = brandSchema.safeParse(parse(readFileSync(path, 'utf8')));
    if (!result.success)
      throw new Error(`${name}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const brand = { ...result.data, slug: file.slice(0, -'.yaml'.length) };
    const years = brand.timeline.map((entry) => entry.year);
    if (years.some((year, index) => index > 0 && year < years[index - 1]!)) throw new Error(`${name}: the timeline is not in year order`);
    if (brand.catalogueName !== undefined) {
      if (!manufacturers.includes(brand.catalogueName))
        throw new Error(`${name}: no car of the catalogue is made by ${brand.catalogueName}`);
      if (brandSlug(brand.catalogueName) !== brand.slug)
        throw new Error(`${name}: the file of ${brand.catalogueName} is ${brandSlug(brand.catalogueName)}.yaml`);
    }
    return brand;
  });
  for (const maker of new Set(manufacturers)) {
    if (!brands.some((brand) => brand.catalogueName === maker))
      throw new Error(`content/brands: no file for ${maker} (${brandSlug(maker)}.yaml)`);
  }
  return brands;
}
