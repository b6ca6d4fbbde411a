/**
 * An article's page with the site's shell and strings, for a short news item (title, date, category,
 * picture and text only) and for a full article (tests/fixtures/news/): the page shows the sections an
 * article has, and no heading, no FAQPage data and no sources list for the ones it has not.
 */
import { waitFor, within } from '@testing-library/react';
import { join } from 'node:path';
import { Head } from 'vite-react-ssg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCars } from '../../content/index.js';
import { PROJECT_ROOT } from '../../content/files.js';
import { readArticles, type Article } from '../../content/news.js';
import { loadStrings } from '../../locales/index.js';
import { pageBuild } from '../../src/app/page-table.js';
import { createI18n } from '../../src/i18n/index.js';
import NewsArticlePage from '../../src/pages/news-article/page.js';
import { articlePageData } from '../../src/pages/news-article/data.js';
import type { Lang } from '../../shared/lang.js';
import { renderWithProviders } from './render.js';

const FIXTURE_CAR = 'fixture-car';
/** The fixtures name a stand-in car: any car of the catalogue will do for the picture and the cars' links. */
const car = getCars()[0]!;
const fixtures = readArticles({ carSlugs: new Set([FIXTURE_CAR]), hasPicture: () => true }, join(PROJECT_ROOT, 'tests/fixtures/news')).map(
  (article): Article => ({
    ...article,
    image: { ...article.image, car: car.slug },
    cars: article.cars.map((slug) => (slug === FIXTURE_CAR ? car.slug : slug)),
  }),
);

/** The headings of the optional sections, in the page's language. */
function sectionHeadings(lang: Lang) {
  const t = createI18n(lang, loadStrings(lang, ['news'])).getFixedT(lang, 'news') as unknown as (key: string) => string;
  return ['keySpecs', 'belarus', 'faq', 'conclusion', 'sources'].map((key) => t(`article.${key}`));
}

async function renderArticle(slug: string, lang: Lang) {
  const articles = fixtures.filter((article) => article.lang === lang);
  const article = articles.find((candidate) => candidate.slug === slug)!;
  const data = articlePageData(article, articles);
  const view = renderWithProviders(
    <>
      {/* The head is written in one go: once this title is there, so is anything the page wrote. */}
      <Head>
        <title>{`test: ${slug}`}</title>
      </Head>
      <NewsArticlePage data={data} />
    </>,
    {
      lang,
      path: `${lang === 'ru' ? '' : '/en'}/news/${article.category}/${slug}`,
      strings: pageBuild('newsArticle').strings,
    },
  );
  await waitFor(() => expect(document.title).toBe(`test: ${slug}`));
  return { ...view, article, main: within(view.container.querySelector('article')!) };
}

let errors: unknown[][];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
  // The helmet's tags only: the styles the components put in the head stay for the next test file.
  for (const tag of document.head.querySelectorAll('[data-rh]')) tag.remove();
  document.title = '';
});

describe.each(['ru', 'en'] as const)('an article page (%s)', (lang) => {
  it('shows a short news item: its title, date, picture and text, and no heading of a section it does not have', async () => {
    const { main, article, container } = await renderArticle('short-item', lang);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(main.getByRole('img').getAttribute('alt')).toBe(article.image.alt);
    expect(main.getByText(/^Second paragraph|^A second paragraph|^Второй абзац/)).toBeTruthy();
    const headings = main.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const heading of sectionHeadings(lang)) expect(headings).not.toContain(heading);
    // Nothing left of them either: no empty sections, no question, no list of sources.
    expect(container.querySelectorAll('article section')).toHaveLength(0);
    expect(container.querySelector('article details')).toBeNull();
  });

  it('shows a full article with each of its sections under its heading, its two questions and its sources', async () => {
    const { main, article } = await renderArticle('full-article', lang);
    for (const heading of sectionHeadings(lang)) expect(main.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const region = (name: string) => main.getByRole('region', { name });
    const [keySpecs, , faq, conclusion, sources] = sectionHeadings(lang) as [string, string, string, string, string];
    expect(
      within(region(keySpecs))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(article.keySpecs.map((row) => row.label));
    expect(region(faq).querySelectorAll('summary')).toHaveLength(article.faq.length);
    expect(within(region(conclusion)).getByText(article.conclusion!)).toBeTruthy();
    expect(within(region(sources)).getByRole('link', { name: article.sources[0]!.title }).getAttribute('href')).toBe(
      article.sources[0]!.url,
    );
  });
});

describe('the FAQPage data an article page writes into the pre-rendered head', () => {
  const faqPages = () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as { '@type': string; mainEntity?: { name: string }[] })
      .filter((node) => node['@type'] === 'FAQPage');

  beforeEach(() => {
    // As when the page is pre-rendered: the questions write their FAQPage data into the head only then.
    vi.stubEnv('SSR', true);
  });

  it('names the questions of a full article', async () => {
    const { article } = await renderArticle('full-article', 'en');
    expect(faqPages()).toHaveLength(1);
    expect(faqPages()[0]!.mainEntity!.map((question) => question.name)).toEqual(article.faq.map((item) => item.question));
  });

  it('is not there for a short news item', async () => {
    await renderArticle('short-item', 'en');
    expect(faqPages()).toEqual([]);
  });
});
