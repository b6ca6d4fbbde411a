/**
 * `npm run test:editor-edits` (issue 38): the editor's week, as the files it writes, applied to a
 * copy of the project — a price, the rate typed as «3,2», a real phone and address with the
 * showroom's pin, a new car copied from an existing one with no drawings, a sixth brand with no
 * cars, a short news item — then the unit, content and editor tests and the build run on the
 * copy. Staff saving a form must never turn CI red: the result is no failure.
 *
 * The numbers go through the editor's own reading of what staff type (src/editor/lib/typed-number.ts)
 * and the texts through its typography (shared/typography.ts), as a save does. The browser walk
 * of the same week is tests/build/editor.test.ts; this one is the tests' side of it.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseTypedNumber } from '../../src/editor/lib/typed-number.js';
import { typeset } from '../../shared/typography.js';
import { copyProject, runIn } from '../support/project-copy.js';
import { addBrandWithoutCars, addCarLike, carSlugs, setCarPrice, setCompanyValue, setPhone, setRate } from '../support/staff-edits.js';

let copy: string;
/** The car staff copied, under its new name. */
let added: string;
const typed = (text: string) => {
  const value = parseTypedNumber(text);
  if (typeof value !== 'number') throw new Error(`not a number: ${text}`);
  return value;
};

/** A short news item in both languages, the least an article may be, about a car of the catalogue. */
function addShortNews(car: string): void {
  for (const lang of ['ru', 'en'] as const) {
    const fixture = readFileSync(join(copy, 'tests/fixtures/news', `short-item.${lang}.md`), 'utf8');
    const text = fixture
      .replace(/^#.*\n/gm, '')
      .replace(/^slug: .*$/m, 'slug: editor-week-short-item')
      .replace(/^ {2}car: .*$/m, `  car: ${car}`);
    writeFileSync(join(copy, 'content/news', `editor-week-short-item.${lang}.md`), typeset(text, lang));
  }
}

beforeAll(() => {
  copy = copyProject('editor-edits-');
  const [priced, copied] = carSlugs(copy);
  setCarPrice(copy, priced!, typed('61 990'));
  setRate(copy, typed('3,2'));
  setPhone(copy, '+375 29 123-45-67', false);
  setCompanyValue(copy, ['address', 'street'], { ru: typeset('ул. Тимирязева, 65', 'ru'), en: typeset('65 Timiryazeva St', 'en') });
  setCompanyValue(copy, ['address', 'isExample'], false);
  setCompanyValue(copy, ['geo'], { lat: typed('53,9200'), lng: typed('27,5100'), isExample: false });
  const original = parse(readFileSync(join(copy, 'content/cars', `${copied!}.yaml`), 'utf8')) as { name: string };
  // Staff write the copy's own description (the editor refuses one copied word for word).
  added = addCarLike(copy, copied!, `${original.name} Plus`, {
    description: {
      ru: typeset(`${original.name} Plus — новая версия в каталоге: описание, которое написал менеджер.`, 'ru'),
      en: `${original.name} Plus, a new version in the catalogue: a description the sales manager wrote.`,
    },
  });
  // A copy made in the editor has no pictures of its own: the build draws them.
  rmSync(join(copy, 'public/images/cars', added), { recursive: true, force: true });
  addBrandWithoutCars(copy, 'voyah', 'Voyah');
  rmSync(join(copy, 'public/images/brands/voyah.svg'), { force: true });
  addShortNews(priced!);
}, 60_000);

// Removing the copy can take more than the default 10 s on busy cores (as extend-site's did in one CI run).
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 120_000);

describe("the editor's week applied to a copy of the project", () => {
  it('made the edits: a 41st car, a sixth brand and a short news item', () => {
    expect(readdirSync(join(copy, 'content/cars'))).toContain(`${added}.yaml`);
    expect(readdirSync(join(copy, 'content/brands'))).toContain('voyah.yaml');
    expect(readdirSync(join(copy, 'content/news'))).toContain('editor-week-short-item.en.md');
  });

  it('passes every unit, content and editor test', () => {
    expect(() => runIn(copy, 'vitest', ['run', '--project', 'node', '--project', 'jsdom', '--project', 'editor'])).not.toThrow();
  }, 400_000);

  it('builds', () => {
    expect(() => runIn(copy, 'vite-react-ssg', ['build'])).not.toThrow();
  }, 300_000);
});
