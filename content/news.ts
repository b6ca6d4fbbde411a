/**
 * News articles (issue 10): `content/news/<slug>.<lang>.md`, one file per article per
 * language, the slug shared by both (docs/decisions/urls-and-languages.md#15). Checked when the site builds: the
 * front matter by its schema, both languages present with the same category, date, picture, cars
 * and optional sections, and every car the article names in the catalogue.
 */
import { articleChargingProblems, type NamedCar, type Passage } from './charging-texts.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../shared/lang.js';
import { descriptionFromText } from '../shared/description.js';
import { countWords } from '../shared/words.js';
import { CONTENT_DIR } from './files.js';
import { contentError, htmlText, parseMarkdownFile } from './markdown.js';
import { ARTICLE_SLUG, articleFrontMatterSchema, type ArticleFrontMatter } from './schema.js';

export const NEWS_DIR = join(CONTENT_DIR, 'news');

const FILE_NAME = /^(.+)\.(ru|en)\.md$/;

export interface Article extends Omit<ArticleFrontMatter, 'description'> {
  slug: string;
  lang: Lang;
  /** The meta description and the cards' text: the front matter's, or else the lead's first sentences. */
  description: string;
  /** The text, rendered to HTML. */
  html: string;
  /** Words a reader reads: the text, and the Belarus block, the FAQ and the conclusion where the article has them. */
  words: number;
}

/** The sections an article may leave out (docs/decisions/pages-news.md#article-data): a short news item has none of them. */
export const OPTIONAL_ARTICLE_SECTIONS = ['keySpecs', 'belarus', 'faq', 'conclusion', 'sources'] as const;
export type OptionalArticleSection = (typeof OPTIONAL_ARTICLE_SECTIONS)[number];

/** Whether the article has the section: an empty list or no text is none. */
export function hasSection(article: Pick<ArticleFrontMatter, OptionalArticleSection>, section: OptionalArticleSection): boolean {
  const value = article[section];
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The plain text of the lead (the first paragraph), or of the whole text when it does not open with one. */
export function leadText(html: string): string {
  const lead = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  return lead
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    })
    .trim();
}

export function parseArticle(source: string, file: string, slug: string, lang: Lang): Article {
  const { data, html } = parseMarkdownFile(source, file, articleFrontMatterSchema);
  if (data.slug !== slug)
    throw contentError(file, 'article.slug-differs', `the front matter's slug "${data.slug}" must be the file's, "${slug}"`, {
      path: ['slug'],
      params: { slug: data.slug, expected: slug },
    });
  const description = data.description ?? descriptionFromText(leadText(html));
  if (!description)
    throw contentError(file, 'article.no-description', 'no description, and no paragraph of text to take one from', {
      path: ['description'],
    });
  const read = [htmlText(html), ...data.belarus, ...data.faq.flatMap((item) => [item.question, item.answer]), data.conclusion ?? ''];
  if (lang === 'en') {
    // The staff editor's «copy from Russian» fills the English form with the Russian text: refused before it is published.
    for (const [field, text] of [
      ['title', data.title],
      ['body', htmlText(html)],
    ] as const) {
      if (mostlyCyrillic(text))
        throw contentError(file, 'article.english-in-russian', `the English ${field} is written in Russian`, { path: [field] });
    }
  }
  return { ...data, description, slug, lang, html, words: countWords(read.join(' ')) };
}

/** Whether most of a text's letters are Cyrillic: Russian text, where English is due (a Russian name or two is fine). */
export function mostlyCyrillic(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  return letters > 0 && cyrillic / letters > 0.3;
}

/** An article's passages, each where a staff member would find it: the text's paragraphs and items, then the front matter's. */
export function articlePassages(article: Article): Passage[] {
  const blocks = article.html
    .split(/<\/(?:p|li|h[1-6]|td|th|blockquote)>/)
    .map((block) => htmlText(block))
    .filter((text) => text.trim() !== '');
  return [
    { path: ['description'], text: article.description },
    ...(article.keySpecs ?? []).map((spec, index) => ({ path: ['keySpecs', index], text: `${spec.label}: ${spec.value}` })),
    ...blocks.map((text) => ({ path: ['body'], text })),
    ...article.belarus.map((text, index) => ({ path: ['belarus', index], text })),
    ...article.faq.map((item, index) => ({ path: ['faq', index], text: `${item.question} ${item.answer}` })),
    ...(article.conclusion ? [{ path: ['conclusion'], text: article.conclusion }] : []),
  ];
}

/** What the articles may point at: the catalogue's car slugs. */
export interface ArticleRefs {
  carSlugs: ReadonlySet<string>;
  /** The cars, for the charging times an article states (DECISIONS 41); left out, no times are checked. */
  cars?: readonly NamedCar[];
  /** Whether the car's view has a picture. */
  hasPicture: (car: string, view: string) => boolean;
}

/** Every article in both languages, checked against each other and the catalogue. */
export function readArticles(refs: ArticleRefs, dir: string = NEWS_DIR): Article[] {
  if (!existsSync(dir)) return [];
  const articles: Article[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    const match = FILE_NAME.exec(name);
    if (!match) throw contentError(file, 'article.file-name', 'an article file is named <slug>.ru.md or <slug>.en.md');
    const [, slug, lang] = match as unknown as [string, string, Lang];
    if (!ARTICLE_SLUG.test(slug))
      throw contentError(file, 'article.bad-slug', `the slug "${slug}" must be lower-case ASCII words joined by hyphens`, {
        path: ['slug'],
        params: { slug },
      });
    const article = parseArticle(readFileSync(file, 'utf8'), file, slug, lang);
    for (const car of new Set([article.image.car, ...article.cars])) {
      if (!refs.carSlugs.has(car))
        throw contentError(file, 'article.unknown-car', `no car "${car}" in content/cars/`, {
          path: [car === article.image.car ? 'image' : 'cars'],
          params: { car },
        });
    }
    if (!refs.hasPicture(article.image.car, article.image.view)) {
      throw contentError(file, 'article.no-picture', `no picture ${article.image.view} of ${article.image.car} in public/images/cars/`, {
        path: ['image', 'view'],
        params: { car: article.image.car, view: article.image.view },
      });
    }
    if (refs.cars) {
      const [wrong] = articleChargingProblems(articlePassages(article), refs.cars, article.cars);
      if (wrong) {
        const { from, to, minutes } = wrong.statement;
        const stated = minutes.min === minutes.max ? `${minutes.min}` : `${minutes.min}-${minutes.max}`;
        throw contentError(
          file,
          wrong.expected === null ? 'article.charging-time-unconfirmed' : 'article.charging-time',
          `${wrong.path.join('.')}: "${wrong.statement.sentence}" states ${from}-${to} % in ${stated} min; ${wrong.expected === null ? 'no DC time is confirmed for the car it is about' : `the charging model gives ${wrong.expected} min for the car it is about`} (content/charging-texts.ts)`,
          { path: wrong.path.slice(0, 1), params: { from, to, stated, expected: wrong.expected ?? '' } },
        );
      }
    }
    articles.push(article);
  }
  checkCounterparts(articles, dir);
  return articles;
}

/**
 * Each article exists in every language, with the same category, date, picture and cars (the language switch
 * relies on it), and the same optional sections: a reader of either language gets the same article.
 */
function checkCounterparts(articles: Article[], dir: string): void {
  const bySlug = new Map<string, Article[]>();
  for (const article of articles) bySlug.set(article.slug, [...(bySlug.get(article.slug) ?? []), article]);
  for (const [slug, versions] of bySlug) {
    for (const lang of LANGS) {
      if (!versions.some((article) => article.lang === lang))
        throw contentError(
          join(dir, `${slug}.${lang}.md`),
          'article.counterpart-missing',
          'missing: every article exists in Russian and English',
          {
            params: { lang },
          },
        );
    }
    const [first, ...rest] = versions as [Article, ...Article[]];
    for (const other of rest) {
      const same = (pick: (article: Article) => unknown) => JSON.stringify(pick(first)) === JSON.stringify(pick(other));
      for (const [field, pick] of [
        ['category', (a: Article) => a.category],
        ['date', (a: Article) => a.date],
        ['image.car and image.view', (a: Article) => [a.image.car, a.image.view]],
        ['cars', (a: Article) => a.cars],
      ] as const) {
        if (!same(pick))
          throw contentError(
            join(dir, `${slug}.${other.lang}.md`),
            'article.counterpart-differs',
            `${field} differs from the ${first.lang} version`,
            {
              path: [field.split(' ')[0]!.split('.')[0]!],
              params: { field, lang: first.lang },
            },
          );
      }
      for (const section of OPTIONAL_ARTICLE_SECTIONS) {
        if (hasSection(first, section) !== hasSection(other, section))
          throw contentError(
            join(dir, `${slug}.${other.lang}.md`),
            'article.section-differs',
            `${section} is ${hasSection(other, section) ? 'given here but not' : 'missing here but given'} in the ${first.lang} version`,
            { path: [section], params: { section, lang: first.lang, given: hasSection(other, section) } },
          );
      }
    }
  }
}
