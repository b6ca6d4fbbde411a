/** What a not-found path was meant to show, and the head script that shows it before the first paint. */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/lang.js';
import {
  markMissingScript,
  missingHeading,
  MISSING_ATTRIBUTE,
  MISSING_KINDS,
  missingPlace,
  missingTitles,
  type MissingTitles,
  type NotFoundTexts,
} from '../../../src/features/not-found/lib/missing.js';
import { NEWS_CATEGORIES } from '../../../src/lib/news.js';
import notFoundData from '../../../src/pages/not-found/data.js';

const PATHS = [
  ['/no-such-page', { lang: 'ru', kind: 'page', slug: null }],
  ['/en', { lang: 'en', kind: 'page', slug: null }],
  ['/english', { lang: 'ru', kind: 'page', slug: null }],
  ['/en/no-such-page', { lang: 'en', kind: 'page', slug: null }],
  ['/cars/zeekr-001-yuo', { lang: 'ru', kind: 'car', slug: 'zeekr-001-yuo' }],
  ['/en/cars/zeekr-001-yuo', { lang: 'en', kind: 'car', slug: 'zeekr-001-yuo' }],
  ['/cars/%D0%B7%D0%B8%D0%BA%D1%80-001', { lang: 'ru', kind: 'car', slug: 'зикр-001' }],
  ['/cars/no-such-car/photos', { lang: 'ru', kind: 'page', slug: null }],
  [`/en/news/${NEWS_CATEGORIES[0]}/nope`, { lang: 'en', kind: 'article', slug: 'nope' }],
  ['/en/news/x/y', { lang: 'en', kind: 'page', slug: null }],
  ['/brands/nope', { lang: 'ru', kind: 'brand', slug: 'nope' }],
  ['/en/brands/tesla', { lang: 'en', kind: 'brand', slug: 'tesla' }],
] as const;

describe('missingPlace', () => {
  it('reads the language, the kind and the slug from the path', () => {
    for (const [path, place] of PATHS) expect(missingPlace(path), path).toEqual(place);
  });

  it('keeps a slug that is not valid percent-encoding as it is', () => {
    expect(missingPlace('/cars/100%-ev').slug).toBe('100%-ev');
  });
});

describe('the head script', () => {
  const data = notFoundData();
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, data.languages[lang].strings['not-found'] as NotFoundTexts]));
  const titles = missingTitles(texts as Record<(typeof LANGS)[number], NotFoundTexts>);

  /** Runs the script as the browser would, on a document of its own. */
  function run(script: string, pathname: string) {
    const attributes = new Map<string, string>([['lang', 'ru']]);
    const document = {
      title: '',
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    new Function('location', 'document', script)({ pathname }, document);
    return { lang: attributes.get('lang'), kind: attributes.get(MISSING_ATTRIBUTE) ?? 'page', title: document.title };
  }

  it('marks <html> with the language and kind missingPlace reads, and sets the title of both', () => {
    const script = markMissingScript(titles);
    for (const [path, place] of PATHS) {
      expect(run(script, path), path).toEqual({ lang: place.lang, kind: place.kind, title: titles[place.lang][place.kind] });
    }
  });

  it('has a title for every language and kind, each in its own language', () => {
    for (const lang of LANGS) for (const kind of MISSING_KINDS) expect(titles[lang][kind]).toBeTruthy();
    expect(titles.en.car).toBe('Vehicle not found | ElectroMotors');
    expect(titles.ru.car).toBe('Автомобиль не найден | ЭлектроМоторс');
    expect(titles.ru.page).toBe('404\u00a0— Страница не найдена | ЭлектроМоторс');
    expect(new Set(MISSING_KINDS.map((kind) => titles.ru[kind])).size).toBe(MISSING_KINDS.length);
  });

  it('ends every title with the site name, as every other page does', () => {
    for (const lang of LANGS) {
      const site = (data.languages[lang].strings.common as { site: { name: string } }).site.name;
      for (const kind of MISSING_KINDS) expect(titles[lang][kind], `${lang} ${kind}`).toMatch(new RegExp(` \\| ${site}$`));
    }
  });

  it('cannot be ended early by a title that contains markup', () => {
    const hostile = {
      ru: { car: '</script><b>', article: 'a', brand: 'b', page: 'c' },
      en: { car: 'd', article: 'e', brand: 'f', page: 'g' },
    };
    const script = markMissingScript(hostile as MissingTitles);
    expect(script).not.toContain('</script>');
    expect(run(script, '/cars/x').title).toBe('</script><b>');
  });
});

describe('missingHeading', () => {
  const data = notFoundData();
  const texts = (lang: (typeof LANGS)[number]) => data.languages[lang].strings['not-found'] as NotFoundTexts;

  it('names what is missing, in each language: the heading the one document holds for each kind', () => {
    expect(missingHeading(texts('en'), 'car')).toBe('Vehicle not found');
    expect(missingHeading(texts('ru'), 'brand')).toBe('Марка не найдена');
    expect(missingHeading(texts('en'), 'page')).toBe(texts('en').title);
    for (const lang of LANGS)
      expect(new Set(MISSING_KINDS.map((kind) => missingHeading(texts(lang), kind))).size).toBe(MISSING_KINDS.length);
  });
});
