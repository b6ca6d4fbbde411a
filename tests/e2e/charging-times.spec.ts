/**
 * One set of charging times (DECISIONS 41), read from the built pages in dist/, no browser: every DC time a
 * car page states is the one charging model's for that car and window, each maker's published time is shown
 * on its car's page as published, a car whose DC charging is not confirmed states no DC time, and the home
 * page's questions state the catalogue's span. Each article is checked by the build itself (content/charging-texts.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCars } from '../../content/index.js';
import { carChargingMinutes } from '../../content/charging-texts.js';
import { catalogueChargingSpan } from '../../src/lib/ev/charging.js';
import { chargingStatements, statesTime } from '../../shared/charging-statements.js';
import { htmlFileOfUrl } from '../../scripts/build/html-files.js';
import { SITE_PAGES, expect, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');

/** The visible text of a built page's main content: no scripts, styles or route data. */
function pageText(path: string): string {
  const html = readFileSync(join(dist, htmlFileOfUrl(path)), 'utf8');
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/(p|li|h[1-6]|dd|dt|div|section|summary|button|a|span)>/g, '$&\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

const cars = getCars();
const carPages = SITE_PAGES.filter((page) => page.name === 'car');

test(`every DC time a car page states is the charging model's for that car (${carPages.length} pages)`, () => {
  let statements = 0;
  let makerTimesShown = 0;
  for (const page of carPages) {
    const car = cars.find((candidate) => page.path.endsWith(`/cars/${candidate.slug}`))!;
    const found = chargingStatements(pageText(page.path));
    statements += found.length;
    for (const statement of found) {
      const expected = carChargingMinutes(car, statement.from, statement.to);
      expect(expected, `${page.path}: "${statement.sentence}" states a DC time the content does not confirm`).not.toBeNull();
      expect(statesTime(statement, expected!), `${page.path}: "${statement.sentence}" — the model gives ${expected} min`).toBe(true);
    }
    const maker = car.specs.dcChargeTime;
    if (maker) {
      const shown = found.some(
        (statement) => statement.from === maker.from && statement.to === maker.to && statesTime(statement, maker.minutes),
      );
      expect(shown, `${page.path}: the maker's ${maker.from} → ${maker.to} % in ${maker.minutes} min is shown`).toBe(true);
      makerTimesShown += 1;
    }
  }
  console.log(
    `[charging times] ${statements} DC times on ${carPages.length} car pages, each the model's; ${makerTimesShown} maker's times shown as published`,
  );
  expect(statements).toBeGreaterThan(0);
});

test('the home page states the catalogue’s charging span, from the same model', () => {
  const span = catalogueChargingSpan(cars.map((car) => car.specs));
  for (const page of SITE_PAGES.filter((candidate) => candidate.name === 'home')) {
    const found = chargingStatements(pageText(page.path));
    expect(found.length, page.path).toBeGreaterThan(0);
    for (const statement of found) expect(statement.minutes, `${page.path}: "${statement.sentence}"`).toEqual(span.dcMinutes);
  }
});
