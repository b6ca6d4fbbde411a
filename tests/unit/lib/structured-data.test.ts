import { describe, expect, it } from 'vitest';
import { getCompany } from '../../../content/index.js';
import {
  articleJsonLd,
  autoDealerJsonLd,
  brandJsonLd,
  breadcrumbListJsonLd,
  dealerId,
  faqPageJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from '../../../src/lib/structured-data.js';
import { pageKeywords } from '../../../src/app/build/site-data.js';
import { serializeJsonLd } from '../../../src/lib/json-ld.js';

const company = getCompany();

describe('AutoDealer structured data', () => {
  const data = autoDealerJsonLd(company, 'en', 'https://site.example/en', 'https://site.example');

  it('gives the sales hours the pages show (docs/decisions/company-facts.md#5)', () => {
    expect(data.openingHours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
  });

  it('reads address, coordinates and founding year from the company facts', () => {
    expect(data.address.postalCode).toBe('220026');
    expect(data.geo.latitude).toBe(company.geo.lat);
    expect(data.foundingDate).toBe('1993');
    expect(data.name).toBe(company.name.en);
  });

  it('claims no review rating (docs/decisions/content-sourcing.md#9)', () => {
    expect(JSON.stringify(data)).not.toMatch(/rating/i);
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

const SITE = 'https://site.example';
const DEALER = { '@id': `${SITE}/#dealer` };

describe('the schema.org data of every page (issue 27)', () => {
  it('names the dealer by one id, the same in both languages', () => {
    expect(dealerId(SITE)).toBe(DEALER['@id']);
    expect(autoDealerJsonLd(company, 'ru', `${SITE}/`, SITE)['@id']).toBe(DEALER['@id']);
  });

  it('makes every page a WebPage of the site, in its language, published by the dealer; about and contact are about it', () => {
    const page = webPageJsonLd({ url: `${SITE}/en/catalog`, name: 'Catalogue', lang: 'en', siteUrl: SITE });
    expect(page).toMatchObject({ '@type': 'WebPage', '@id': `${SITE}/en/catalog`, inLanguage: 'en', publisher: DEALER });
    expect(page).not.toHaveProperty('mainEntity');
    expect(
      webPageJsonLd({
        type: 'ContactPage',
        url: `${SITE}/contact`,
        name: 'x',
        lang: 'ru',
        siteUrl: SITE,
        mainEntity: DEALER,
      }),
    ).toMatchObject({
      '@type': 'ContactPage',
      mainEntity: DEALER,
    });
  });

  it('lists breadcrumbs in order, the current page without a link', () => {
    expect(
      breadcrumbListJsonLd([{ name: 'Главная', url: `${SITE}/` }, { name: 'Каталог', url: `${SITE}/catalog` }, { name: 'Zeekr 001' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Каталог', item: `${SITE}/catalog` },
        { '@type': 'ListItem', position: 3, name: 'Zeekr 001' },
      ],
    });
  });

  it('gives each question its answer, with the same text', () => {
    expect(faqPageJsonLd([{ question: 'Сколько?', answer: 'Столько.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Сколько?', acceptedAnswer: { '@type': 'Answer', text: 'Столько.' } },
    ]);
  });

  it('has articles and guides written and published by the dealer, by its id', () => {
    const article = { title: 'T', description: 'D', date: '2026-05-20', url: `${SITE}/news/a/b`, lang: 'ru' as const };
    expect(articleJsonLd(article, SITE, 'NewsArticle')).toMatchObject({
      '@type': 'NewsArticle',
      author: DEALER,
      publisher: DEALER,
      datePublished: '2026-05-20',
    });
    expect(articleJsonLd(article, SITE, 'Article')).not.toHaveProperty('image');
  });

  it('describes a brand by its founding year and headquarters, and a service by its provider', () => {
    const brand = brandJsonLd(
      { name: 'Zeekr', foundedYear: 2021, headquarters: 'Ningbo', description: 'x', logoUrl: '/images/brands/zeekr.svg' },
      `${SITE}/brands/zeekr`,
      SITE,
    );
    expect(brand).toMatchObject({
      '@type': 'Organization',
      foundingDate: '2021',
      location: { name: 'Ningbo' },
      logo: `${SITE}/images/brands/zeekr.svg`,
    });
    const service = serviceJsonLd(
      { name: 'Service', description: 'x', type: 'AutoRepair', url: `${SITE}/maintenance`, areaServed: 'Minsk' },
      SITE,
    );
    expect(service).toMatchObject({ '@type': 'Service', provider: DEALER, areaServed: { '@type': 'City', name: 'Minsk' } });
  });
});

describe('keywords', () => {
  it('puts the words of the page first, then its list, each once whatever its case', () => {
    expect(pageKeywords('купить в Минске, цена,  Zeekr ', 'Zeekr 001', 'Zeekr', 'Кроссовер')).toEqual([
      'Zeekr 001',
      'Zeekr',
      'Кроссовер',
      'купить в Минске',
      'цена',
    ]);
  });
});
