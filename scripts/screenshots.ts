/**
 * `npm run screenshots` (after `npm run build`): full-page pictures of one page of each
 * kind, in both languages, at a phone and a desktop width, plus the not-found document,
 * into screenshots/ (not committed); and two sheets of the car drawings: the 14 model
 * families side by side (side views, all drawn to one scale, so sizes compare) and the
 * 8 views of one car of each body shape. For looking at the site as a buyer would before
 * calling a change done. Extra paths can be given: `npm run screenshots -- /en/cars/zeekr-x-rwd`. The car
 * page also gets a phone's first screen and a screen further down, with its action bar up; the
 * comparison is also shown with three cars of different makers, in both languages.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readCarEntries, type CarEntry } from '../content/cars.js';
import { paths as sitePaths } from '../src/lib/paths.js';
import { CARS_PARAM } from '../src/lib/comparison-selection.js';
import { CAR_IMAGE_NAMES } from '../content/schema.js';
import { PROJECT_ROOT } from '../server/local-host.js';
import { sitePages } from '../src/app/page-table.js';
import { openBuiltSite } from './built-site.js';

const WIDTHS = { phone: 390, desktop: 1280 };
const outDir = join(PROJECT_ROOT, 'screenshots');

const pages = sitePages();
const samples = pages.filter((page, index) => pages.findIndex((other) => other.name === page.name && other.lang === page.lang) === index);
const comparedCars = readCarEntries()
  .filter((car, index, cars) => cars.findIndex((other) => other.manufacturer === car.manufacturer) === index)
  .slice(0, 3)
  .map((car) => car.slug)
  .join(',');
const comparisons = (['ru', 'en'] as const).map((lang) => `${sitePaths.comparison(lang)}?${CARS_PARAM}=${comparedCars}`);
const paths = [...samples.map((page) => page.path), ...comparisons, '/en/no-such-page', ...process.argv.slice(2)];

mkdirSync(outDir, { recursive: true });
const { origin, browser, close } = await openBuiltSite();

for (const path of paths) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // Lazy images load as they scroll into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = join(outDir, `${path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home'}-${device}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const notes = [overflow > 0 ? `scrolls sideways by ${overflow}px` : '', ...problems].filter(Boolean);
    console.log(`${file}${notes.length ? `  ← ${notes.join('; ')}` : ''}`);
    await page.close();
  }
}
/** One car of each model family (brand and model), the first by id. */
function modelFamilies(cars: readonly CarEntry[]): CarEntry[] {
  const seen = new Set<string>();
  return [...cars]
    .sort((a, b) => a.id - b.id)
    .filter((car) => {
      const family = `${car.manufacturer} ${car.model}`;
      if (seen.has(family)) return false;
      seen.add(family);
      return true;
    });
}

/** A page of pictures with their captions, served by the local host so the images load from dist/. */
async function sheet(file: string, title: string, columns: number, items: { src: string; caption: string }[]) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(`${origin}/robots.txt`);
  const figures = items
    .map(({ src, caption }) => `<figure><img src="${src}" width="1200" height="800"><figcaption>${caption}</figcaption></figure>`)
    .join('');
  await page.setContent(
    `<!doctype html><html><head><base href="${origin}/"><style>body{font:14px system-ui,sans-serif;margin:16px}` +
      `main{display:grid;grid-template-columns:repeat(${columns},1fr);gap:12px}figure{margin:0}` +
      `img{width:100%;height:auto;display:block;border:1px solid #ddd}</style></head>` +
      `<body><h1>${title}</h1><main>${figures}</main></body></html>`,
    { waitUntil: 'networkidle' },
  );
  await page.screenshot({ path: join(outDir, file), fullPage: true });
  console.log(join(outDir, file));
  await page.close();
}

// A car page on a phone as it opens (the first screen), and further down with its action bar up.
const PHONE_SCREEN = { width: 390, height: 844 };
for (const path of samples.filter((sample) => sample.name === 'car').map((sample) => sample.path)) {
  const page = await browser.newPage({ viewport: PHONE_SCREEN, deviceScaleFactor: 1 });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: join(outDir, `${name}-phone-first-screen.png`) });
  // Past the heading's actions, where the bar comes up (transition included).
  await page.evaluate(`window.scrollTo(0, document.getElementById('car-actions').getBoundingClientRect().bottom + ${PHONE_SCREEN.height})`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `${name}-phone-action-bar.png`) });
  console.log(join(outDir, `${name}-phone-first-screen.png`), join(outDir, `${name}-phone-action-bar.png`));
  await page.close();
}

const families = modelFamilies(readCarEntries());
const picture = (car: CarEntry, view: string) => `/images/cars/${car.slug}/${view}.svg`;
await sheet(
  'drawings-families.png',
  `The ${families.length} model families, side view, one scale`,
  4,
  families.map((car) => ({ src: picture(car, 'exterior-1'), caption: `${car.name} · ${car.specs.dimensions?.length ?? '?'} mm` })),
);
const shapes = families.filter((car, index) => families.findIndex((other) => other.silhouette === car.silhouette) === index);
await sheet(
  'drawings-views.png',
  'The 8 views of one car of each body shape',
  8,
  shapes.flatMap((car) => CAR_IMAGE_NAMES.map((view) => ({ src: picture(car, view), caption: `${car.name} · ${view}` }))),
);

await close();
