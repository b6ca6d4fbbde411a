/**
 * What search engines read without running JavaScript (issue 27), over every pre-rendered page:
 * one title and description; every schema.org block parses and has the properties its type
 * needs; the breadcrumbs and questions in the data are those the page shows; a car's offer has the
 * page's price; the dealer is described once, on the home page, and named by its id elsewhere.
 * Read from dist/, no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { getCompany, getSiteUrl } from '../../content/index.js';
import { formatByn } from '../../src/lib/format.js';
import { toCarDetail } from '../../src/lib/car-model.js';
import { dealerId } from '../../src/lib/structured-data.js';
import { htmlFileOfUrl } from '../../scripts/build/html-files.js';
import { CARS, SITE_PAGES, commonStrings, expect, pageParams, test } from './fixtures.js';

type Node = Record<string, unknown> & { '@type': string };

const dist = join(process.cwd(), 'dist');
const siteUrl = getSiteUrl();
const DEALER = dealerId(siteUrl);
/** Text as a reader sees it: any run of spaces (a no-break space included) as one. */
const norm = (value: string) => value.replace(/\s+/g, ' ').trim();
const text = (element: Element | null | undefined) => norm(element?.textContent ?? '');
const ref = (value: unknown) => (value as { '@id'?: string } | undefined)?.['@id'];

/** The properties each type must have, as a check that fails with the missing one's name. */
const REQUIRED: Record<string, (node: Node) => Record<string, unknown>> = {
  WebPage: (node) => ({ name: node.name, url: node.url, inLanguage: node.inLanguage, publisher: ref(node.publisher) }),
  AutoDealer: (node) => ({
    '@id': node['@id'],
    name: node.name,
    address: node.address,
    telephone: node.telephone,
    openingHours: node.openingHours,
  }),
  BreadcrumbList: (node) => ({ itemListElement: (node.itemListElement as unknown[]).length || undefined }),
  FAQPage: (node) => ({ mainEntity: (node.mainEntity as unknown[]).length || undefined }),
  Car: (node) => {
    const offer = node.offers as Record<string, unknown>;
    return { name: node.name, brand: node.brand, price: offer.price, priceCurrency: offer.priceCurrency, seller: ref(offer.seller) };
  },
  NewsArticle: (node) => ({
    headline: node.headline,
    datePublished: node.datePublished,
    author: ref(node.author),
    publisher: ref(node.publisher),
  }),
  Article: (node) => ({
    headline: node.headline,
    datePublished: node.datePublished,
    author: ref(node.author),
    publisher: ref(node.publisher),
  }),
  Organization: (node) => ({ name: node.name, foundingDate: node.foundingDate, location: node.location }),
  Service: (node) => ({ name: node.name, serviceType: node.serviceType, provider: ref(node.provider), areaServed: node.areaServed }),
};
for (const kind of ['AboutPage', 'ContactPage', 'CollectionPage']) REQUIRED[kind] = REQUIRED.WebPage!;

for (const page of SITE_PAGES) {
  const file = htmlFileOfUrl(page.path);
  test(`${file}: its head and schema.org data say what the page shows`, () => {
    const html = readFileSync(join(dist, file), 'utf8');
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(
      document.querySelector('meta[name="keywords"]')?.getAttribute('content')?.split(', ').length ?? 0,
      'keywords',
    ).toBeGreaterThanOrEqual(2);

    const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Node,
    );
    for (const node of nodes) {
      expect(node['@context']).toBe('https://schema.org');
      const required = REQUIRED[node['@type']];
      expect(required, `a known type: ${node['@type']}`).toBeTruthy();
      for (const [name, value] of Object.entries(required!(node))) expect(value, `${node['@type']}.${name}`).toBeTruthy();
    }
    // Every page is a WebPage of the site, in its language, published by the dealer.
    const webPages = nodes.filter((node) => REQUIRED[node['@type']] === REQUIRED.WebPage);
    expect(webPages).toHaveLength(1);
    expect(webPages[0]).toMatchObject({
      url: `${siteUrl}${page.path === '/' ? '/' : page.path}`,
      inLanguage: page.lang,
      publisher: { '@id': DEALER },
    });
    // The dealer in full on the home page only; anywhere else only its id.
    expect(nodes.filter((node) => node['@type'] === 'AutoDealer')).toHaveLength(page.name === 'home' ? 1 : 0);
    for (const id of JSON.stringify(nodes).match(/"@id":"[^"]*#dealer"/g) ?? []) expect(id).toBe(`"@id":"${DEALER}"`);

    // The breadcrumbs: the same names in the same order, each linking the page its crumb links.
    const crumbs = document.querySelector(`nav[aria-label="${commonStrings(page.lang)('a11y.breadcrumbs')}"]`);
    const trails = nodes.filter((node) => node['@type'] === 'BreadcrumbList');
    expect(trails).toHaveLength(crumbs ? 1 : 0);
    if (crumbs) {
      const shown = [...crumbs.querySelectorAll('li')].map((item) => ({
        name: text(item),
        item: item.querySelector('a') ? `${siteUrl}${item.querySelector('a')!.getAttribute('href')}` : undefined,
      }));
      const listed = (trails[0]!.itemListElement as { position: number; name: string; item?: string }[]).map((entry, index) => {
        expect(entry.position).toBe(index + 1);
        return { name: norm(entry.name), item: entry.item };
      });
      expect(listed).toEqual(shown);
    }

    // The questions: each is on the page as a question, with its answer, and none is left out.
    const faqs = nodes.filter((node) => node['@type'] === 'FAQPage');
    expect(faqs.length).toBeLessThanOrEqual(1);
    const questions = ((faqs[0]?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[]).map((question) => ({
      name: norm(question.name),
      answer: norm(question.acceptedAnswer.text),
    }));
    const shownQuestions = [...document.querySelectorAll('main summary, main h3 > button')].map(text);
    const paragraphs = new Set([...document.querySelectorAll('main p')].map(text));
    for (const question of questions) {
      expect(shownQuestions, 'the question is shown').toContain(question.name);
      expect(paragraphs.has(question.answer), `the answer to "${question.name}" is shown`).toBe(true);
    }
    if (faqs.length)
      expect(questions.map((question) => question.name)).toEqual(shownQuestions.filter((shown) => questions.some((q) => q.name === shown)));

    // A car's offer has the price the page shows, in the currency it shows first.
    if (page.name === 'car') {
      const car = toCarDetail(
        CARS.find((entry) => entry.slug === pageParams(page).slug)!,
        page.lang,
        getCompany().usdToByn,
      );
      const [offered] = nodes
        .filter((node) => node['@type'] === 'Car')
        .map((node) => node.offers as { price: number; priceCurrency: string });
      expect(offered).toMatchObject({ price: car.priceBYN, priceCurrency: 'BYN' });
      expect(text(document.querySelector('main'))).toContain(formatByn(offered!.price, page.lang).replace(/\s+/g, ' '));
    }
  });
}
