/**
 * Content decides, the code follows: on a copy of the project, add what staff and
 * developers add — a 41st car (a copy of a car file with a new id, name and maker, and no
 * pictures), a sixth brand (that maker's brand file, no logo) and a throwaway page (a folder
 * and its two string files) — then build it, and the new pages exist, are linked, are in the
 * sitemap, show the drawings the build drew from the new car's fields and the brand's name, and
 * the link check and the unit and content tests pass on it. Nothing else is edited, no command
 * is run for the pictures, and the build leaves nothing in the copy for git to pick up.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { parseCar } from '../../content/cars.js';
import { PROJECT_ROOT } from '../../content/files.js';
import { drawBrandLogo } from '../../scripts/images/draw-car.js';
import { drawCarImage } from '../../scripts/images/generate.js';
import { CAR_VIEWS } from '../../shared/picture-views.js';
import { typeset } from '../../shared/typography.js';
import { copyProject, runIn } from '../support/project-copy.js';

const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/extension');
const CAR = { slug: 'voyah-free', name: 'Voyah Free', maker: 'Voyah', model: 'Free' };
const BRAND = 'voyah';
const PAGE = { folder: 'extension-check', path: '/extension-check' };

let copy: string;

const run = (command: string, args: string[]) => runIn(copy, command, args);
/** git in the copy, as the staff editor's commits would make it: its own repository, nothing of the project's. */
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Staff', '-c', 'user.email=staff@example.com', ...args], { cwd: copy, encoding: 'utf8' });
const built = (path: string) => join(copy, 'dist', `${path}.html`);
const read = (path: string) => readFileSync(path, 'utf8');

/**
 * A new car of a new maker: the first car file with another id, name and maker, and a
 * description and sources of its own (the build refuses a description or a block of figures
 * copied on another car's sources, as a real new car would have its own).
 */
function addCar(): void {
  const carsDir = join(copy, 'content/cars');
  const files = readdirSync(carsDir).filter((file) => file.endsWith('.yaml'));
  const ids = files.map((file) => Number(/^id: (\d+)$/m.exec(read(join(carsDir, file)))![1]));
  const source = files[0]!;
  const text = read(join(carsDir, source))
    .replace(/^id: \d+$/m, `id: ${Math.max(...ids) + 1}`)
    .replace(/^name: .*$/m, `name: ${CAR.name}`)
    .replace(/^manufacturer: .*$/m, `manufacturer: ${CAR.maker}`)
    .replace(/^model: .*$/m, `model: ${CAR.model}`);
  let sourceNumber = 0;
  const car = parseDocument(
    text
      .replace(/^(\s+url: ).*$/gm, (_, indent: string) => `${indent}https://example.com/${CAR.slug}/source-${++sourceNumber}`)
      // A dataset copy names the document too (content/car-copies.ts): the new car's are its own.
      .replace(/^(\s+dataset: ).*$/gm, (_, indent: string) => `${indent}https://example.com/${CAR.slug}/dataset-${++sourceNumber}`),
  );
  // A description of its own: the build refuses one copied word for word (content/car-copies.ts).
  car.set('description', {
    ru: typeset(`${CAR.name} — новый автомобиль в каталоге: описание для проверки сборки сайта с новой маркой.`, 'ru'),
    en: `${CAR.name}, a new car in the catalogue: a description to check the site builds with a new make.`,
  });
  writeFileSync(join(carsDir, `${CAR.slug}.yaml`), car.toString());
}

function addBrand(): void {
  cpSync(join(FIXTURE, 'brand.yaml'), join(copy, 'content/brands', `${BRAND}.yaml`));
}

function addPage(): void {
  cpSync(join(FIXTURE, 'page'), join(copy, 'src/pages', PAGE.folder), { recursive: true });
  for (const lang of ['ru', 'en']) {
    cpSync(join(FIXTURE, 'locales', lang, `${PAGE.folder}.json`), join(copy, 'locales', lang, `${PAGE.folder}.json`));
  }
}

beforeAll(() => {
  copy = copyProject('extend-site-');
  addCar();
  addBrand();
  addPage();
  // The page's indexes, which a developer commits with the page; the drawings and the logo are the build's.
  run('tsx', ['scripts/build/page-index.ts']);
  // Committed as the editor commits, so that whatever the build leaves behind shows in git status.
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'A car, a brand and a page');
  run('vite-react-ssg', ['build']);
  // A copy and a whole build: beside the browser tests on two cores it passed 240 s once (CI of 24e519a).
}, 360_000);

// Removing the copy (its dist/ and drawings) took more than the default 10 s on busy cores in one CI run.
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 120_000);

describe('a copy of the site with a 41st car, a sixth brand and a new page', () => {
  it('pre-renders the new car, its brand and the new page in both languages', () => {
    for (const path of [`/cars/${CAR.slug}`, `/brands/${BRAND}`, PAGE.path]) {
      expect(existsSync(built(path)), path).toBe(true);
      expect(existsSync(built(`/en${path}`)), `/en${path}`).toBe(true);
    }
    expect(read(built(`/cars/${CAR.slug}`))).toContain(`<h1>${CAR.name}`);
    expect(read(built(`/en${PAGE.path}`))).toContain('Check page');
  });

  it('shows the car in the catalogue and on its brand page, and the maker in the footer', () => {
    expect(read(built('/catalog'))).toContain(`href="/cars/${CAR.slug}"`);
    expect(read(built(`/brands/${BRAND}`))).toContain(`href="/cars/${CAR.slug}"`);
    expect(read(built('/about'))).toContain(`href="/brands/${BRAND}"`);
  });

  it('shows the new car in the drawings the build drew from its own file, on its page, its card and its social image', () => {
    const file = `${CAR.slug}.yaml`;
    const car = parseCar(parse(read(join(copy, 'content/cars', file))), file, [CAR.maker]);
    expect(existsSync(join(copy, 'public/images/cars', CAR.slug)), 'no picture folder in public/').toBe(false);
    CAR_VIEWS.forEach((view, index) => {
      const picture = `/images/cars/${CAR.slug}/${view}.svg`;
      expect(read(join(copy, 'dist', picture)), picture).toBe(drawCarImage(car, index));
      expect(read(built(`/cars/${CAR.slug}`)), picture).toContain(`src="${picture}"`);
    });
    expect(read(built('/catalog'))).toContain(`src="/images/cars/${CAR.slug}/exterior-1.svg"`);
    for (const lang of ['ru', 'en']) {
      const image = `/og/cars/${CAR.slug}.${lang}.jpg`;
      expect(existsSync(join(copy, 'dist', image)), image).toBe(true);
      expect(read(built(`${lang === 'en' ? '/en' : ''}/cars/${CAR.slug}`))).toContain(`${image}"`);
    }
  });

  it('shows the new brand with the logo the build drew from its name', () => {
    const logo = `/images/brands/${BRAND}.svg`;
    expect(existsSync(join(copy, 'public', logo)), 'no logo in public/').toBe(false);
    expect(read(join(copy, 'dist', logo))).toBe(drawBrandLogo(CAR.maker));
    expect(read(built(`/brands/${BRAND}`))).toContain(logo);
  });

  it('leaves nothing for git to pick up: the drawings are in dist/ only', () => {
    expect(git('status', '--porcelain')).toBe('');
  });

  it('lists the new pages in the sitemap', () => {
    const sitemap = read(join(copy, 'dist/sitemap.xml'));
    for (const path of [`/cars/${CAR.slug}`, `/brands/${BRAND}`, PAGE.path, `/en${PAGE.path}`]) expect(sitemap).toContain(`${path}</loc>`);
  });

  it('passes the link check', () => {
    expect(() => run('tsx', ['scripts/audit/links.ts'])).not.toThrow();
  });

  // All but the relay's delivery and abuse tests and the host's shutdown tests: they time real
  // sockets against fake servers with one fixed car, and beside the browser tests on two cores
  // their clocks, not the new car, decided whether they passed (CI: an attempt timed out once
  // in each of two runs). The main unit run keeps them.
  it('passes the unit and content tests', () => {
    const timedOnSockets = ['tests/unit/api/relay.test.ts', 'tests/unit/api/relay-abuse.test.ts', 'tests/unit/server/start.test.ts'];
    expect(() =>
      run('vitest', ['run', '--project', 'node', '--project', 'jsdom', ...timedOnSockets.flatMap((file) => ['--exclude', file])]),
    ).not.toThrow();
    // The whole unit run on a copy, beside the browser tests on two cores: 170-260 s in CI.
  }, 420_000);
});
