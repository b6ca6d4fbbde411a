import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readArticles, type ArticleRefs } from '../../../content/news.js';
import { fillPlaceholders } from '../../../content/legal.js';

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

  it('fails the build naming the file and the field when a field is missing', () => {
    const { conclusion: _conclusion, ...withoutConclusion } = FRONT;
    write('a-b.ru.md', withoutConclusion);
    write('a-b.en.md', FRONT);
    expect(() => readArticles(refs, dir)).toThrow(/a-b\.ru\.md: conclusion/);
  });

  it('wants exactly three FAQ items and a known category', () => {
    write('a.ru.md', { ...FRONT, faq: FRONT.faq.slice(0, 2) });
    expect(() => readArticles(refs, dir)).toThrow(/a\.ru\.md: faq/);
    rmSync(join(dir, 'a.ru.md'));
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

describe('legal pages: placeholders', () => {
  it('fills known placeholders and refuses unknown ones', () => {
    expect(fillPlaceholders('Operator {legalName}, UNP {unp}', { legalName: 'X LLC', unp: '190000000' }, 'f.md')).toBe(
      'Operator X LLC, UNP 190000000',
    );
    expect(() => fillPlaceholders('{nope}', {}, 'content/legal/privacy.ru.md')).toThrow(/unknown placeholder \{nope\}/);
  });
});
