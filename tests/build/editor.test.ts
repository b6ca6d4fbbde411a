/**
 * The staff editor at /admin (issue 28, docs/editor.md), driven in Chromium as staff drive it:
 * Decap CMS served as the site serves it (its page, the committed config.yml and the bundle, under
 * vercel.json's headers), with decap-server in git mode on a copy of the project as its backend.
 * A car's price and stock are changed in the form and saved; the save is a commit that changes
 * nothing else in the car's data; the copy passes the content checks and is rebuilt, and its car
 * page and catalogue show the new price in BYN and USD, in both languages.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { getCompany } from '../../content/index.js';
import { PROJECT_ROOT, PUBLIC_DIR } from '../../content/files.js';
import { CAR_FIGURES, NEWS_CATEGORIES, type CarInput } from '../../content/schema.js';
import { CAR_VIEWS } from '../../shared/picture-views.js';
import { copyEditor } from '../../scripts/build/editor.js';
import { PHOTO_UPLOADS } from '../../scripts/content/cms-config.js';
import { createLocalHost } from '../../server/local-host.js';
import { formatByn, formatUsd, usdToByn } from '../../src/lib/format.js';
import { PHOTO_WIDTHS, photoVariantPath } from '../../src/lib/pictures.js';
import { SOCIAL_CAR_VIEW, socialImagePath } from '../../src/lib/social-image.js';
import { resolveChromium } from '../support/chromium.js';
import { copyProject, runIn } from '../support/project-copy.js';

const git = (repo: string, ...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const freePort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** decap-server in git mode: each save is a commit on the copy's branch. Resolves once it listens. */
function startDecapServer(repo: string, port: number): Promise<ChildProcess> {
  const child = spawn(join(PROJECT_ROOT, 'node_modules/.bin/decap-server'), [], {
    cwd: repo,
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, MODE: 'git', PORT: String(port), BIND_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening/i.test(output)) resolve(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`decap-server exited (${code}): ${output}`)));
  });
}

/**
 * What the build writes to dist/admin/ (the page, config.yml and the bundle), in a folder of its
 * own; the config's local backend points at this test's decap-server, all else as committed.
 */
function editorSite(proxyPort: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'editor-site-'));
  copyEditor(dist);
  cpSync(join(PUBLIC_DIR, 'admin'), join(dist, 'admin'), { recursive: true });
  const configFile = join(dist, 'admin', 'config.yml');
  const config = parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(configFile, stringify({ ...config, local_backend: { url: `http://127.0.0.1:${proxyPort}/api/v1` } }));
  return dist;
}

/** Waits up to 20 s for `done`, which the editor's save makes true on disk. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 100)))
    if (Date.now() - started > 20_000) throw new Error(`waited 20 s for ${what}`);
}

const text = (html: string) => html.replaceAll('&nbsp;', '\u00a0');
/** The catalogue's card of one car: its list item. */
const card = (html: string, slug: string) => {
  const start = html.indexOf(`<li data-slug="${slug}"`);
  return start < 0 ? '' : text(html.slice(start, html.indexOf('</li>', start)));
};

/**
 * Opens the editor at one of its routes with a fresh page load. A bare change of the address's
 * hash, just after a save, can lose the race with the editor's own move to the saved entry (seen
 * in CI on two busy cores): the form stayed on the car.
 */
async function openAt(page: Page, base: string, route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${base}/admin#${route}`);
}

/** Saves the open entry the way staff do: Publish, then Publish now. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByText('Опубликовать сейчас').click();
  await page.getByText('Запись сохранена').waitFor();
}

/**
 * A figure the car gives, also marked as unsourced: the editor's own check (public/admin/checks.js)
 * refuses the save before anything is committed, and says why. The page is then reloaded, unsaved.
 */
async function saveAFigureMarkedUnsourced(page: Page, base: string): Promise<string> {
  const figure = CAR_FIGURES.find((name) => before.specs[name] !== undefined)!;
  await openAt(page, base, `/collections/cars/entries/${slug}`);
  await page.getByRole('button', { name: 'Добавить без источника / unsourced figures' }).click();
  const added = page.locator('[id^="unsourced-field-"] [class*="listControlItem"]').last();
  await added.getByLabel('Figure', { exact: true }).click();
  await page.getByRole('option', { name: figure, exact: true }).click();
  await added.getByLabel('Примечание / Note', { exact: true }).fill('A test: given and marked unsourced.');
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByText('Опубликовать сейчас').click();
  const refusal = await page.locator('.Toastify__toast').filter({ hasText: 'Не удалось сохранить запись' }).innerText();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  return refusal;
}

/** The photo staff upload for one view of the car: a camera's 4:3 JPEG, of one colour the drawings do not use. */
const PHOTO = { view: CAR_VIEWS[1], file: 'editor-photo.jpg', colour: { r: 214, g: 0, b: 110 } };
const photoPath = `${PHOTO_UPLOADS.public_folder}/${PHOTO.file}`;

async function editCar(page: Page, base: string): Promise<void> {
  await openAt(page, base, `/collections/cars/entries/${slug}`);
  await page.getByLabel('Цена, USD / Price, USD').fill(String(newPrice));
  const stock = page.getByRole('switch', { name: 'В наличии / In stock' });
  await stock.click();
  await page.locator(`#${await stock.getAttribute('id')}[aria-checked="${!before.inStock}"]`).waitFor();

  // Photos → the view → Choose an image → Upload new → Choose selected.
  await page.locator('[id^="photos-field-"]').getByTestId('expand-button').click();
  const view = page
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator(`label[for^="${PHOTO.view}-field-"]`) })
    .last();
  await view.getByRole('button', { name: 'Выберите изображение' }).click();
  const upload = join(copy, '..', `${basename(copy)}-${PHOTO.file}`);
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: PHOTO.colour } })
    .jpeg()
    .toFile(upload);
  await page.locator('input[type="file"]').setInputFiles({ name: PHOTO.file, mimeType: 'image/jpeg', buffer: readFileSync(upload) });
  rmSync(upload);
  await page.getByRole('button', { name: 'Выбрать помеченные' }).click();
  await publish(page);
}

/** A new article, written in both languages side by side (Russian on the left), every required field filled. */
const ARTICLE = {
  slug: 'editor-check',
  category: NEWS_CATEGORIES[0],
  ru: { title: 'Проверка редактора', alt: 'вид сбоку (рисунок)', text: 'Абзац', answer: 'Да.' },
  en: { title: 'Editor check', alt: 'side view (drawing)', text: 'A paragraph', answer: 'Yes.' },
};

async function addArticle(page: Page, base: string): Promise<void> {
  // From the list, as staff go: the new entry's form waits for the collection it belongs to.
  await openAt(page, base, '/collections/news');
  await page.locator('a[href$="/collections/news/new"]').click();
  await page.getByText('Пишем на RU').waitFor();
  /** A field by its name, inside `within` (Decap's ids are `<name>-field-<n>`). */
  const field = (within: Locator, name: string) => within.locator(`[id^="${name}-field-"]`);
  const choose = async (within: Locator, label: string, option: string) => {
    await within.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  for (const [lang, pane] of [
    ['ru', page.locator('.Pane1')],
    ['en', page.locator('.Pane2')],
  ] as const) {
    const words = ARTICLE[lang];
    // The slug, date, category and picture are written once, in Russian, and copied to the English file.
    if (lang === 'ru') {
      await field(pane, 'slug').fill(ARTICLE.slug);
      await field(pane, 'date').fill('2026-11-26');
      await choose(pane, 'Рубрика / Category', ARTICLE.category);
      await field(pane, 'car').fill(slug);
      await choose(pane, 'View', CAR_VIEWS[0]);
    }
    await field(pane, 'title').fill(words.title);
    await field(pane, 'description').fill(`${words.title}: ${words.text}.`);
    await field(pane, 'alt').fill(`${before.name}, ${words.alt}`);
    await pane.getByRole('button', { name: 'Добавить key specs' }).click();
    await field(pane, 'label').last().fill(words.title);
    await field(pane, 'value').last().fill(words.answer);
    await pane.getByRole('button', { name: 'Добавить belarus' }).click();
    await field(pane, 'belarus').last().fill(`${words.text}.`);
    for (const n of [1, 2, 3]) {
      await pane.getByRole('button', { name: 'Добавить faq' }).click();
      await field(pane, 'question').last().fill(`${words.title} ${n}?`);
      await field(pane, 'answer').last().fill(words.answer);
    }
    await field(pane, 'conclusion').fill(`${words.text}.`);
    await pane.getByRole('button', { name: 'Добавить источники / sources' }).click();
    const source = field(pane, 'sources');
    await field(source, 'title').fill(before.name);
    await field(source, 'publisher').fill(before.manufacturer);
    await field(source, 'url').fill('https://example.com/editor-check');
    await field(source, 'checked').fill('2026-11-26');
    await pane.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type(`${words.text}.`);
  }
  await publish(page);
}

let copy: string;
let editorDist: string;
let host: Server;
let decap: ChildProcess | undefined;
let browser: Browser | undefined;
let slug: string;
let before: CarInput;
let after: CarInput;
let newPrice: number;
let refusal = '';
let commitsAfterRefusal = '';
let carCommit: string[] = [];
let articleCommit: string[] = [];
const cspReports: string[] = [];

beforeAll(async () => {
  copy = copyProject('editor-');
  git(copy, 'init', '-q', '-b', 'main');
  writeFileSync(join(copy, '.git', 'info', 'exclude'), 'node_modules\n');
  git(copy, 'add', '-A');
  git(copy, '-c', 'user.name=Editor test', '-c', 'user.email=editor-test@example.com', 'commit', '-qm', 'The site as it was');
  git(copy, 'config', 'user.name', 'Staff member');
  git(copy, 'config', 'user.email', 'staff@example.com');

  // The first car of the content, whichever it is: a new price within the schema's range, its stock flipped.
  slug = readdirSync(join(copy, 'content/cars'))
    .filter((file) => file.endsWith('.yaml'))
    .sort()[0]!
    .replace(/\.yaml$/, '');
  before = parse(readFileSync(join(copy, 'content/cars', `${slug}.yaml`), 'utf8')) as CarInput;
  newPrice = before.priceUSD + (before.priceUSD + 1_000 <= 100_000 ? 1_000 : -1_000);

  const proxyPort = await freePort();
  decap = await startDecapServer(copy, proxyPort);
  editorDist = editorSite(proxyPort);
  host = createLocalHost({ distDir: editorDist });
  const base = `http://127.0.0.1:${await listen(host)}`;

  const { executablePath, args } = await resolveChromium();
  browser = await chromium.launch({ executablePath, args });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspReports.push(message.text());
  });
  // Beside the browser tests and another build on two cores, the editor can take long to load a collection.
  page.setDefaultTimeout(90_000);
  try {
    await page.goto(`${base}/admin`);
    await page.getByRole('button', { name: 'Войти' }).click();

    refusal = await saveAFigureMarkedUnsourced(page, base);
    commitsAfterRefusal = git(copy, 'rev-list', '--count', 'HEAD');
    await editCar(page, base);
    await until(() => git(copy, 'rev-list', '--count', 'HEAD') === '2', 'the save to become a commit');
    carCommit = git(copy, 'show', '--name-only', '--format=%s', 'HEAD').split('\n');
    after = parse(readFileSync(join(copy, 'content/cars', `${slug}.yaml`), 'utf8')) as CarInput;

    await addArticle(page, base);
    await until(() => git(copy, 'rev-list', '--count', 'HEAD') === '3', 'the new article to become a commit');
    articleCommit = git(copy, 'show', '--name-only', '--format=%s', 'HEAD').split('\n');
  } catch (error) {
    // What the editor showed when it failed, for whoever reads the CI log.
    mkdirSync(join(PROJECT_ROOT, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(PROJECT_ROOT, 'test-results', 'editor-failure.png') });
    console.error(`editor test: failed at ${page.url()}; the page said: ${(await page.locator('body').innerText()).slice(0, 1500)}`);
    throw error;
  }

  runIn(copy, 'vite-react-ssg', ['build']);
}, 480_000);

afterAll(async () => {
  await browser?.close();
  decap?.kill();
  host?.close();
  for (const dir of [copy, editorDist]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the staff editor: a car's price and stock changed and an article added at /admin, saved, and the site rebuilt", () => {
  it('refuses to save a car whose figure is also marked unsourced, says why, and commits nothing', () => {
    expect(refusal).toMatch(/: дана и отмечена как без источника \/ given and marked unsourced/);
    expect(commitsAfterRefusal).toBe('1');
  });

  it('the save is one commit of the car file and the uploaded photo, which changes the price, the stock and that photo, and nothing else', () => {
    expect(carCommit.filter(Boolean)).toEqual([`Update Car “${slug}”`, `content/cars/${slug}.yaml`, `public${photoPath}`]);
    expect(after).toEqual({ ...before, priceUSD: newPrice, inStock: !before.inStock, photos: { [PHOTO.view]: photoPath } });
  });

  it('the rebuilt car page shows the photo for that view, at every width the srcset names, and its social image is drawn from it', async () => {
    const carPage = readFileSync(join(copy, 'dist', `cars/${slug}.html`), 'utf8');
    // The gallery's thumbnail of that view is the photo; the full sizes load when it is chosen.
    expect(carPage).toMatch(new RegExp(`<img src="${photoVariantPath(photoPath, 1200)}"`));
    expect(carPage).not.toContain(`/images/cars/${slug}/${PHOTO.view}.svg`);
    for (const width of PHOTO_WIDTHS) {
      const meta = await sharp(join(copy, 'dist', photoVariantPath(photoPath, width))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 2) / 3)]);
    }
    // The social image's picture is the front three-quarter view: now the photo, of one flat colour.
    expect(PHOTO.view).toBe(SOCIAL_CAR_VIEW);
    const { data, info } = await sharp(join(copy, 'dist', socialImagePath({ kind: 'car', slug }, 'ru')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let ofPhoto = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      const off =
        Math.abs(data[at]! - PHOTO.colour.r) + Math.abs(data[at + 1]! - PHOTO.colour.g) + Math.abs(data[at + 2]! - PHOTO.colour.b);
      if (off < 30) ofPhoto += 1;
    }
    expect(ofPhoto, 'pixels of the photo in the social image').toBeGreaterThan(20_000);
  });

  it('the new article is one commit of its two language files', () => {
    expect(articleCommit.filter(Boolean)).toEqual([
      `Create Article “${ARTICLE.slug}”`,
      `content/news/${ARTICLE.slug}.en.md`,
      `content/news/${ARTICLE.slug}.ru.md`,
    ]);
  });

  it('the new article is in the news list and has its page, in each language', () => {
    for (const lang of ['ru', 'en'] as const) {
      const prefix = lang === 'ru' ? '' : '/en';
      const path = `${prefix}/news/${ARTICLE.category}/${ARTICLE.slug}`;
      expect(readFileSync(join(copy, 'dist', `${prefix}/news.html`), 'utf8'), `${lang} news list`).toContain(`href="${path}"`);
      expect(readFileSync(join(copy, 'dist', `${path}.html`), 'utf8')).toContain(`>${ARTICLE[lang].title}</h1>`);
    }
  });

  it("runs under the editor's own Content-Security-Policy without a violation", () => {
    expect(cspReports).toEqual([]);
  });

  // A nested vitest run: seconds alone, more beside the browser tests on two cores.
  it('the edited file passes the content checks', () => {
    expect(() => runIn(copy, 'vitest', ['run', '--project', 'node', 'tests/content'])).not.toThrow();
  }, 120_000);

  it('the car page and the catalogue show the new price in BYN and USD, and the new stock, in both languages', () => {
    const rate = getCompany().usdToByn;
    for (const lang of ['ru', 'en'] as const) {
      const { car: labels } = JSON.parse(readFileSync(join(copy, 'locales', lang, 'common.json'), 'utf8')) as {
        car: { inStock: string; preorder: string };
      };
      const prefix = lang === 'ru' ? '' : '/en';
      const carPage = text(readFileSync(join(copy, 'dist', `${prefix}/cars/${slug}.html`), 'utf8'));
      const catalogue = card(readFileSync(join(copy, 'dist', `${prefix}/catalog.html`), 'utf8'), slug);
      for (const [where, html] of [
        ['car page', carPage],
        ['catalogue card', catalogue],
      ] as const) {
        expect(html, `${lang} ${where}`).toContain(formatByn(usdToByn(newPrice, rate), lang));
        expect(html, `${lang} ${where}`).toContain(formatUsd(newPrice, lang));
        expect(html, `${lang} ${where}`).not.toContain(formatByn(usdToByn(before.priceUSD, rate), lang));
        expect(html, `${lang} ${where}`).toContain(after.inStock ? labels.inStock : labels.preorder);
      }
      // The card is this car's alone (the car page also shows other cars' cards).
      expect(catalogue, `${lang} catalogue card`).not.toContain(after.inStock ? labels.preorder : labels.inStock);
    }
  });
});
