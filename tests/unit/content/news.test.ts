import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../content/files.js';
import { mostlyCyrillic, readArticles, type ArticleRefs } from '../../../content/news.js';
import { fillPlaceholders } from '../../../content/legal.js';
import { ContentProblem } from '../../../content/problems.js';
import { ARTICLE_FAQ_MAX } from '../../../content/schema.js';

/** A short news item and a full article, each in both languages (tests/fixtures/news/). */
const FIXTURES = join(PROJECT_ROOT, 'tests/fixtures/news');

const FRONT = {
  title: 'Title',
  description: 'Description',
  date: '2026-10-01',
  category: 'technology',
  image: { car: 'zeekr-001-you', view: 'exterior-2', alt: 'Zeekr 001 (drawing)' },
  cars: ['zeekr-001-you'],
  keySpecs: [{ label: 'Range', value: '705 km (CLTC)' }],
  belarus: ['A paragraph.'],
  faq: [
    { question: 'One?', answer: 'Yes.' },
    { question: 'Two?', answer: 'Yes.' },
    { question: 'Three?', answer: 'Yes.' },
  ],
  conclusion: 'Done.',
  sources: [{ publisher: 'P', title: 'T', url: 'https://example.org/a', checked: '2026-11-24' }],
};

const refs: ArticleRefs = { carSlugs: new Set(['zeekr-001-you']), hasPicture: () => true };
let dir: string;
/** Writes an article file; its front matter's slug is the file's unless `front` gives one. */
const write = (name: string, front: object, body = 'The lead paragraph.\n\nA second one.') =>
  writeFileSync(join(dir, name), `---\n${JSON.stringify({ slug: name.split('.')[0], ...front })}\n---\n\n${body}\n`);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'news-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('news articles: content/news/<slug>.<lang>.md', () => {
  it('reads both languages, renders the text and counts its words', () => {
    write('a-b.ru.md', FRONT);
    write('a-b.en.md', FRONT);
    const articles = readArticles(refs, dir);
    expect(articles.map((a) => `${a.slug}.${a.lang}`)).toEqual(['a-b.en', 'a-b.ru']);
    expect(articles[0]!.html).toBe('<p>The lead paragraph.</p>\n<p>A second one.</p>');
    // 6 words of text, 2 of the Belarus block, 6 of the FAQ, 1 of the conclusion.
    expect(articles[0]!.words).toBe(15);
  });

  it('fails the build naming the file and the field when a required field is missing', () => {
    for (const field of ['title', 'date', 'category', 'image'] as const) {
      const { [field]: _left, ...without } = FRONT;
      write('a-b.ru.md', without);
      write('a-b.en.md', FRONT);
      expect(() => readArticles(refs, dir), field).toThrow(new RegExp(`a-b\\.ru\\.md: ${field}`));
    }
  });

  it('takes any number of FAQ items up to the maximum, refuses more, and wants a known category', () => {
    const question = (n: number) => ({ question: `Question ${n}?`, answer: 'Yes.' });
    for (const count of [1, 2, ARTICLE_FAQ_MAX]) {
      const faq = Array.from({ length: count }, (_, n) => question(n));
      write('a.ru.md', { ...FRONT, faq });
      write('a.en.md', { ...FRONT, faq });
      expect(readArticles(refs, dir)[0]!.faq, `${count} questions`).toHaveLength(count);
    }
    write('a.ru.md', { ...FRONT, faq: Array.from({ length: ARTICLE_FAQ_MAX + 1 }, (_, n) => question(n)) });
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: faq/);
    write('a.ru.md', { ...FRONT, faq: [{ question: 'No answer?' }] });
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: faq\.0\.answer/);
    write('a.ru.md', { ...FRONT, category: 'Nowości' });
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: category/);
  });

  it('wants every article in both languages, with the same category and date', () => {
    write('a.ru.md', FRONT);
    expect(() => readArticles(refs, dir)).toThrow(/a\.en\.md: missing/);
    write('a.en.md', { ...FRONT, date: '2026-10-02' });
    expect(() => readArticles(refs, dir)).toThrow(/a\.(ru|en)\.md: date differs from/);
  });

  it('refuses a car that is not in the catalogue, a non-ASCII slug and raw HTML', () => {
    write('a.ru.md', { ...FRONT, cars: ['no-such-car'] });
    expect(() => readArticles(refs, dir)).toThrow(/no car "no-such-car"/);
    rmSync(join(dir, 'a.ru.md'));
    write('статья.ru.md', FRONT);
    expect(() => readArticles(refs, dir)).toThrow(/slug/);
    rmSync(join(dir, 'статья.ru.md'));
    write('a.ru.md', FRONT, '<script>alert(1)</script>');
    expect(() => readArticles(refs, dir)).toThrow(/raw HTML/);
  });

  it("wants the front matter's slug to be the file's (the staff editor names the files by it)", () => {
    write('a-b.ru.md', { ...FRONT, slug: 'a-c' });
    write('a-b.en.md', FRONT);
    expect(() => readArticles(refs, dir)).toThrow(/a-b\.ru\.md: the front matter's slug "a-c" must be the file's, "a-b"/);
  });

  it('refuses a file without front matter', () => {
    writeFileSync(join(dir, 'a.ru.md'), 'Just text');
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: no front matter/);
  });
});

describe('a short news item: title, date, category, picture and text; every other section optional', () => {
  const {
    description: _description,
    keySpecs: _keySpecs,
    belarus: _belarus,
    faq: _faq,
    conclusion: _c,
    sources: _s,
    cars: _cars,
    ...SHORT
  } = FRONT;
  const fixtureRefs: ArticleRefs = { carSlugs: new Set(['fixture-car']), hasPicture: () => true };

  it('reads the short fixture in both languages, with no sections, and a full one beside it with all of them', () => {
    const articles = readArticles(fixtureRefs, FIXTURES);
    const short = articles.filter((article) => article.slug === 'short-item');
    const full = articles.filter((article) => article.slug === 'full-article');
    expect(short.map((article) => article.lang).sort()).toEqual(['en', 'ru']);
    for (const article of short) {
      expect(article).toMatchObject({ keySpecs: [], belarus: [], faq: [], sources: [], cars: [] });
      expect(article.conclusion).toBeUndefined();
    }
    for (const article of full) {
      expect(article.keySpecs.length * article.belarus.length * article.faq.length * article.sources.length).toBeGreaterThan(0);
      expect(article.conclusion).toBeTruthy();
    }
  });

  it("takes a missing description from the lead's first sentences, within what search engines show", () => {
    const [en, ru] = readArticles(fixtureRefs, FIXTURES).filter((article) => article.slug === 'short-item');
    expect(ru!.description).toBe(
      'Это проверочная короткая новость: у неё есть заголовок, дата, рубрика, картинка и текст, и больше ничего.',
    );
    expect(en!.description).toBe(
      'This is a short fixture news item: it has a title, a date, a category, a picture and its text, and nothing else.',
    );
  });

  it('keeps a description that is given, and decodes what Markdown escapes in one that is taken', () => {
    write('a.ru.md', SHORT, 'Zeekr & Lixiang: "новинки" <скоро>.\n\nВторой абзац.');
    write('a.en.md', { ...SHORT, description: 'Given.' });
    const [en, ru] = readArticles(refs, dir);
    expect(ru!.description).toBe('Zeekr & Lixiang: "новинки" <скоро>.');
    expect(en!.description).toBe('Given.');
  });

  it('counts the words of the text alone when it has no other sections', () => {
    write('a.ru.md', SHORT, 'One two three.\n\nFour five.');
    write('a.en.md', SHORT, 'One two three.\n\nFour five.');
    expect(readArticles(refs, dir)[0]!.words).toBe(5);
  });

  it('treats an empty list or a cleared text, as the staff editor saves them, as a section left out', () => {
    const cleared = { ...SHORT, description: '', keySpecs: [], belarus: [], faq: [], conclusion: '  ', sources: [] };
    write('a.ru.md', cleared);
    write('a.en.md', SHORT);
    const [, ru] = readArticles(refs, dir);
    expect(ru).toMatchObject({ keySpecs: [], belarus: [], faq: [], sources: [], description: 'The lead paragraph.' });
    expect(ru!.conclusion).toBeUndefined();
  });

  it('still refuses an empty question, an empty key figure and a source without its address', () => {
    for (const [field, broken] of [
      ['faq.0.question', { faq: [{ question: ' ', answer: 'Yes.' }] }],
      ['keySpecs.0.value', { keySpecs: [{ label: 'Range' }] }],
      ['sources.0.url', { sources: [{ publisher: 'P', title: 'T', checked: '2026-11-24' }] }],
    ] as const) {
      write('a.ru.md', { ...SHORT, ...broken });
      write('a.en.md', SHORT);
      expect(() => readArticles(refs, dir), field).toThrow(new RegExp(`a\\.ru\\.md: ${field.replace(/\./g, '\\.')}`));
    }
  });

  it('wants the same sections in both languages, naming the section and the file that differs', () => {
    write('a.en.md', SHORT);
    write('a.ru.md', { ...SHORT, faq: FRONT.faq });
    try {
      readArticles(refs, dir);
      expect.unreachable('the build refuses it');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentProblem);
      const { file, issues } = error as ContentProblem;
      expect(file).toMatch(/a\.ru\.md$/);
      expect(issues[0]).toMatchObject({
        code: 'article.section-differs',
        path: ['faq'],
        params: { section: 'faq', lang: 'en', given: true },
      });
      expect(issues[0]!.message).toBe('faq is given here but not in the en version');
    }
  });

  it('refuses an item with neither a description nor a paragraph to take one from', () => {
    write('a.ru.md', SHORT, '---');
    write('a.en.md', SHORT);
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: no description/);
  });
});

describe('legal pages: placeholders', () => {
  it('fills known placeholders and refuses unknown ones', () => {
    expect(fillPlaceholders('Operator {legalName}, UNP {unp}', { legalName: 'X LLC', unp: '190000000' }, 'f.md')).toBe(
      'Operator X LLC, UNP 190000000',
    );
    expect(() => fillPlaceholders('{nope}', {}, 'content/legal/privacy.ru.md')).toThrow(/unknown placeholder \{nope\}/);
  });
});

describe('an English article written in Russian', () => {
  it('is told from English with a Russian name or two in it', () => {
    expect(mostlyCyrillic('Короткая новость для проверки редактора')).toBe(true);
    expect(mostlyCyrillic('The Zeekr 7X arrives in Minsk; Russian buyers call it «Зикр»')).toBe(false);
    expect(mostlyCyrillic('2026 — 800 V')).toBe(false);
  });
});
