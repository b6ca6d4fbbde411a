/**
 * `npm run screenshots:design -- <folder>` (after `npm run build`): the first screen of the home page, the catalogue,
 * a car page and a three-car comparison, at 390 × 844 and 1366 × 900, in both languages, as JPEG into
 * docs/design/<folder>/, drawn in the site's typeface. docs/design.md shows them side by side, before and after a
 * design change.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readCarEntries } from '../content/cars.js';
import { paths } from '../src/lib/paths.js';
import { CARS_PARAM } from '../src/lib/comparison-selection.js';
import { LANGS } from '../shared/lang.js';
import { TYPEFACE_ATTRIBUTE } from '../src/lib/typeface.js';
import { PROJECT_ROOT } from '../server/local-host.js';
import { openBuiltSite } from './built-site.js';

const folder = process.argv[2];
if (!folder || !/^[a-z0-9-]+$/.test(folder)) {
  console.error('Usage: npm run screenshots:design -- <folder>   (e.g. before, after)');
  process.exit(1);
}
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const cars = readCarEntries();
// One car per maker for the comparison; the car page is the first of them.
const compared = cars.filter((car, index) => cars.findIndex((other) => other.manufacturer === car.manufacturer) === index).slice(0, 3);
const outDir = join(PROJECT_ROOT, 'docs', 'design', folder);
mkdirSync(outDir, { recursive: true });

const { origin, browser, close } = await openBuiltSite();

for (const lang of LANGS) {
  const shots = {
    home: paths.home(lang),
    catalog: paths.catalog(lang),
    car: paths.car(lang, compared[0]!.slug),
    comparison: `${paths.comparison(lang)}?${CARS_PARAM}=${compared.map((car) => car.slug).join(',')}`,
  };
  for (const [name, path] of Object.entries(shots)) {
    for (const [device, viewport] of Object.entries(SCREENS)) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      // As a visitor sees it from their second page on: in the site's typeface (src/lib/typeface.ts), once its files are in.
      await page.evaluate(async (attribute) => {
        await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
        document.documentElement.setAttribute(attribute, '');
        await document.fonts.ready;
      }, TYPEFACE_ATTRIBUTE);
      const file = join(outDir, `${name}-${lang}-${viewport.width}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
      console.log(`${file}  ${device} ${path}`);
      await page.close();
    }
  }
}
await close();
