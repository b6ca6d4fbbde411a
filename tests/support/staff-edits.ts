/**
 * What staff do in the editor at /admin, as plain file edits on a copy of the project
 * (tests/support/project-copy.ts): a car's price and stock, the exchange rate, company facts,
 * offers, articles, the about page, a new car like an existing one, a brand with no cars.
 * docs/decisions (spec item 42): none of these may turn a test red, so a check can apply any
 * mix of them to a copy and run the tests there.
 *
 * YAML is read and written by the `yaml` package's document model, as an editor would write it
 * (comments and the rest of the file kept); an article's front matter likewise. Every function
 * takes the copy's root folder and fails naming what it could not find, never edits silently
 * nothing.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCollection, isMap, isSeq, parse, parseDocument, type Document } from 'yaml';
import { carSlug } from '../../shared/slug.js';

type Path = readonly (string | number)[];

const carFile = (copy: string, slug: string) => join(copy, 'content/cars', `${slug}.yaml`);
const carPictures = (copy: string, slug: string) => join(copy, 'public/images/cars', slug);
const brandFile = (copy: string, slug: string) => join(copy, 'content/brands', `${slug}.yaml`);
const articleFile = (copy: string, slug: string, lang: string) => join(copy, 'content/news', `${slug}.${lang}.md`);
const ARTICLE_LANGS = ['ru', 'en'] as const;

/**
 * The whole file is written again, as the editor writes it: the data and comments are kept, the
 * text re-wrapped at the 120 characters the content files use.
 */
const WRITE = { lineWidth: 120 } as const;

function readDocument(file: string): Document {
  if (!existsSync(file)) throw new Error(`staff-edits: no file ${file}`);
  const doc = parseDocument(readFileSync(file, 'utf8'));
  if (doc.errors.length > 0) throw new Error(`staff-edits: ${file}: ${doc.errors.map((error) => error.message).join('; ')}`);
  return doc;
}

/** Reads a YAML file as a document, lets `change` edit it, and writes it back. */
export function editYaml(file: string, change: (doc: Document) => void): void {
  const doc = readDocument(file);
  change(doc);
  writeFileSync(file, doc.toString(WRITE));
}

/** Sets a value at a path, a collection in the style of the one it replaces (`{ ru: …, en: … }` stays on one line). */
function setKeepingStyle(doc: Document, path: Path, value: unknown): void {
  const before = doc.getIn(path, true);
  const node = doc.createNode(value);
  if (isCollection(before) && isCollection(node)) node.flow = before.flow;
  doc.setIn(path, node);
}

/** Sets one value at a path that must already exist (a typo in a path fails rather than adds a field). */
function setExisting(doc: Document, path: Path, value: unknown, file: string): void {
  if (!doc.hasIn(path)) throw new Error(`staff-edits: ${file} has no ${path.join('.')}`);
  setKeepingStyle(doc, path, value);
}

/** Sets values in a YAML file by path, each path existing already. */
export function setYamlValues(file: string, values: readonly (readonly [Path, unknown])[]): void {
  editYaml(file, (doc) => {
    for (const [path, value] of values) setExisting(doc, path, value, file);
  });
}

/** The plain data of a YAML file. */
export function readYaml<T = Record<string, unknown>>(file: string): T {
  return parse(readFileSync(file, 'utf8')) as T;
}

// Cars

/** The slugs of the copy's car files. */
export function carSlugs(copy: string): string[] {
  return readdirSync(join(copy, 'content/cars'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort();
}

/** A car's data as its file holds it. */
export function readCar(
  copy: string,
  slug: string,
): Record<string, unknown> & { id: number; name: string; priceUSD: number; inStock: boolean } {
  return readYaml(carFile(copy, slug));
}

export function setCarPrice(copy: string, slug: string, usd: number): void {
  setYamlValues(carFile(copy, slug), [[['priceUSD'], usd]]);
}

export function setCarInStock(copy: string, slug: string, inStock: boolean): void {
  setYamlValues(carFile(copy, slug), [[['inStock'], inStock]]);
}

/**
 * A new car made from an existing one, as staff make it in the editor (Cars → New, filled in
 * like a car they already have): the next free id, the given name (the slug and file name
 * follow from it), optionally other top-level fields; its pictures in public/ are the
 * original's, copied to the new slug's folder. Returns the new car's slug.
 */
export function addCarLike(copy: string, fromSlug: string, name: string, fields: Record<string, unknown> = {}): string {
  const id = Math.max(...carSlugs(copy).map((slug) => readCar(copy, slug).id)) + 1;
  const slug = carSlug(name, id);
  const target = carFile(copy, slug);
  if (existsSync(target)) throw new Error(`staff-edits: content/cars/${slug}.yaml exists already`);
  const doc = readDocument(carFile(copy, fromSlug));
  doc.set('id', id);
  doc.set('name', name);
  for (const [key, value] of Object.entries(fields)) doc.set(key, value);
  writeFileSync(target, doc.toString(WRITE));
  // Drawings kept in public/ (or photos dropped there) go with it; drawings made by the build need nothing.
  if (existsSync(carPictures(copy, fromSlug))) cpSync(carPictures(copy, fromSlug), carPictures(copy, slug), { recursive: true });
  return slug;
}

/** Removes a car's file and its pictures. */
export function removeCar(copy: string, slug: string): void {
  if (!existsSync(carFile(copy, slug))) throw new Error(`staff-edits: no car ${slug}`);
  rmSync(carFile(copy, slug));
  rmSync(carPictures(copy, slug), { recursive: true, force: true });
}

// Company facts (content/company.yaml)

const companyFile = (copy: string) => join(copy, 'content/company.yaml');

export function readCompany(copy: string): Record<string, unknown> & { usdToByn: number; facts: Record<string, unknown> } {
  return readYaml(companyFile(copy));
}

/** The USD → BYN rate. */
export function setRate(copy: string, rate: number): void {
  setYamlValues(companyFile(copy), [[['usdToByn'], rate]]);
}

/** The phone, shown as written; `isExample: false` once it is the dealer's real number. */
export function setPhone(copy: string, display: string, isExample = false): void {
  setYamlValues(companyFile(copy), [
    [['phone', 'display'], display],
    [['phone', 'isExample'], isExample],
  ]);
}

/**
 * One of the company's facts (`customers`, `rating`, `foundedYear` …), as the editor's form sets it:
 * a number or text is the fact's value (its `value` field where the fact is a claim with a flag
 * and a proof beside it); an object sets those fields of the fact and keeps the others.
 */
export function setCompanyFact(copy: string, fact: string, value: unknown): void {
  const file = companyFile(copy);
  editYaml(file, (doc) => {
    const path = ['facts', fact];
    const node = doc.getIn(path, true);
    if (!isMap(node)) return setExisting(doc, path, value, file);
    const fields = typeof value === 'object' && value !== null ? Object.entries(value) : [['value', value] as const];
    for (const [key, field] of fields) setExisting(doc, [...path, key], field, file);
  });
}

/** Any company value by path, e.g. `['email', 'address']`; the path must exist. */
export function setCompanyValue(copy: string, path: Path, value: unknown): void {
  setYamlValues(companyFile(copy), [[path, value]]);
}

// Offers (content/offers.yaml)

const offersFile = (copy: string) => join(copy, 'content/offers.yaml');

function offerIndex(doc: Document, id: string): number {
  const offers = doc.get('offers');
  if (!isSeq(offers)) throw new Error('staff-edits: content/offers.yaml has no list of offers');
  const index = offers.items.findIndex((item) => isMap(item) && item.get('id') === id);
  if (index < 0) throw new Error(`staff-edits: no offer ${id} in content/offers.yaml`);
  return index;
}

export function readOffers(copy: string): { id: string; validUntil: string; discount: { usd?: number; percentOfPrice?: number } }[] {
  return readYaml<{ offers: [] }>(offersFile(copy)).offers;
}

/** An offer's last valid day (`YYYY-MM-DD`) and/or its discount (`{ usd }` or `{ percentOfPrice }`). */
export function setOffer(
  copy: string,
  id: string,
  change: { validUntil?: string; discount?: { usd: number } | { percentOfPrice: number } },
): void {
  editYaml(offersFile(copy), (doc) => {
    const index = offerIndex(doc, id);
    if (change.validUntil !== undefined) doc.setIn(['offers', index, 'validUntil'], change.validUntil);
    if (change.discount !== undefined) setKeepingStyle(doc, ['offers', index, 'discount'], change.discount);
  });
}

// The about page (content/about.yaml)

const aboutFile = (copy: string) => join(copy, 'content/about.yaml');

/** Removes one item (by `id`) of a list of the about page: `['team', 'members']`, `['testimonials', 'items']`, `['values']`. */
export function removeAboutItem(copy: string, list: Path, id: string): void {
  editYaml(aboutFile(copy), (doc) => {
    const items = doc.getIn(list);
    if (!isSeq(items)) throw new Error(`staff-edits: content/about.yaml has no list ${list.join('.')}`);
    const index = items.items.findIndex((item) => isMap(item) && item.get('id') === id);
    if (index < 0) throw new Error(`staff-edits: no ${id} in content/about.yaml ${list.join('.')}`);
    items.items.splice(index, 1);
  });
}

export function removeTeamMember(copy: string, id: string): void {
  removeAboutItem(copy, ['team', 'members'], id);
}

// Brands (content/brands/)

/**
 * A brand with a page and no cars, as staff add one in the editor: a copy of a brand file with
 * no `catalogueName` (NIO's by default) under the given slug and name, and its logo beside the
 * others (the original's, until the real logo arrives). With `catalogueName`, a maker of the
 * catalogue whose cars staff add next (its slug must be that name's brand slug).
 */
export function addBrandWithoutCars(
  copy: string,
  slug: string,
  name: string,
  { like = 'nio', catalogueName }: { like?: string; catalogueName?: string } = {},
): void {
  const target = brandFile(copy, slug);
  if (existsSync(target)) throw new Error(`staff-edits: content/brands/${slug}.yaml exists already`);
  const doc = readDocument(brandFile(copy, like));
  if (doc.has('catalogueName'))
    throw new Error(`staff-edits: content/brands/${like}.yaml is a maker's file; copy one without catalogueName`);
  setKeepingStyle(doc, ['name'], { ru: name, en: name });
  setKeepingStyle(doc, ['searchTerms'], { ru: [name.toLowerCase()], en: [name.toLowerCase()] });
  // A maker's file names it right after its name, as the other makers' files do.
  if (catalogueName !== undefined) {
    if (!isMap(doc.contents)) throw new Error(`staff-edits: content/brands/${like}.yaml is not a map`);
    doc.contents.items.splice(1, 0, doc.createPair('catalogueName', catalogueName));
  }
  writeFileSync(target, doc.toString(WRITE));
  const logos = join(copy, 'public/images/brands');
  const logo = existsSync(logos) ? readdirSync(logos).find((file) => file.startsWith(`${like}.`)) : undefined;
  if (logo) cpSync(join(logos, logo), join(logos, `${slug}${logo.slice(like.length)}`));
}

// Articles (content/news/<slug>.<lang>.md)

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** Edits one article file's front matter with the `yaml` document model; the text is kept. */
function editFrontMatter(file: string, change: (doc: Document) => void): void {
  const source = readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`staff-edits: ${file} has no front matter`);
  const doc = parseDocument(match[1]!);
  change(doc);
  writeFileSync(file, `---\n${doc.toString(WRITE)}---\n${source.slice(match[0].length)}`);
}

export function articleSlugs(copy: string): string[] {
  const files = readdirSync(join(copy, 'content/news'));
  return [...new Set(files.flatMap((file) => /^(.+)\.(ru|en)\.md$/.exec(file)?.[1] ?? []))].sort();
}

/**
 * A new article in both languages from an existing pair: the new slug in the file names and the
 * front matter, and, when given, a new date (`YYYY-MM-DD`) and titles per language.
 */
export function addArticleLike(
  copy: string,
  fromSlug: string,
  slug: string,
  change: { date?: string; title?: { ru: string; en: string } } = {},
): void {
  for (const lang of ARTICLE_LANGS) {
    const target = articleFile(copy, slug, lang);
    if (existsSync(target)) throw new Error(`staff-edits: content/news/${slug}.${lang}.md exists already`);
    cpSync(articleFile(copy, fromSlug, lang), target);
    editFrontMatter(target, (doc) => {
      doc.set('slug', slug);
      if (change.date !== undefined) doc.set('date', change.date);
      if (change.title !== undefined) doc.set('title', change.title[lang]);
    });
  }
}

/** Removes an article in both languages. */
export function removeArticle(copy: string, slug: string): void {
  for (const lang of ARTICLE_LANGS) {
    const file = articleFile(copy, slug, lang);
    if (!existsSync(file)) throw new Error(`staff-edits: no article content/news/${slug}.${lang}.md`);
    rmSync(file);
  }
}
