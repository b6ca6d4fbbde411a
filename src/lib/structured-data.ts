/**
 * schema.org data for search engines, built from the company facts and the pages' own data
 * (docs/decisions/urls-and-languages.md#4, docs/decisions/company-facts.md#5; issue 27). Typed with
 * schema-dts, so a property a type does not have fails the type check. The dealer is described in
 * full once, on the home page, and every other node names it by its `@id`.
 */
import type { AutoDealer, BreadcrumbList, Car, FAQPage, Article, Organization, Service, WebPage, WithContext } from 'schema-dts';
import type { CarDetail } from './car-model.js';
import type { Company } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { schemaOrgOpeningHours } from './hours.js';

const CONTEXT = 'https://schema.org';

/** The dealer's node id: one per site, the same in both languages. */
export const dealerId = (siteUrl: string) => `${siteUrl}/#dealer`;
const dealer = (siteUrl: string) => ({ '@id': dealerId(siteUrl) });

export function autoDealerJsonLd(company: Company, lang: Lang, pageUrl: string, siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'AutoDealer',
    '@id': dealerId(siteUrl),
    name: company.name[lang],
    description: company.blurb[lang],
    url: pageUrl,
    telephone: company.phone.display.replace(/[^\d+]/g, ''),
    email: company.email.address,
    foundingDate: String(company.facts.foundedYear.value),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street[lang],
      addressLocality: company.address.city[lang],
      postalCode: company.address.postalCode,
      addressCountry: 'BY',
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lng },
    // The same hours as the pages show (docs/decisions/company-facts.md#5), not the spec's differing metadata hours.
    openingHours: schemaOrgOpeningHours(company.salesHours),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: company.phone.display.replace(/[^\d+]/g, ''),
      availableLanguage: company.languages.en,
    },
    sameAs: company.social.accounts.map((item) => item.url),
  } satisfies WithContext<AutoDealer>;
}

/** The kinds of page schema.org names; most pages are a plain WebPage. */
export type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage';

/** Every indexed page: what it is, in which language, and whose site it is on (the dealer, by id); its description is the page's meta description, not said twice. */
export function webPageJsonLd({
  type = 'WebPage',
  url,
  name,
  lang,
  siteUrl,
  mainEntity,
}: {
  type?: WebPageType;
  url: string;
  name: string;
  lang: Lang;
  siteUrl: string;
  /** The page's subject, by id: the dealer on the contact and about pages. */
  mainEntity?: { '@id': string };
}) {
  return {
    '@context': CONTEXT,
    '@type': type,
    '@id': url,
    url,
    name,
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', '@id': `${siteUrl}/#website`, url: siteUrl },
    publisher: dealer(siteUrl),
    ...(mainEntity && { mainEntity }),
  } satisfies WithContext<WebPage>;
}

/** A page's trail as it shows it: every crumb but the current page links its page. */
export function breadcrumbListJsonLd(items: readonly { name: string; url?: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url && { item: item.url }),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** The questions a page shows, with the same text. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } satisfies WithContext<FAQPage>;
}

/**
 * schema.org Car with its offer in the currency the page shows first, for a car's page. Only sourced
 * figures are stated. Its pictures: the social image (a raster search engines show), then the
 * dealer's photos; a drawing (SVG, an illustration) is not offered as the car's picture.
 */
export function carJsonLd(car: CarDetail, pageUrl: string, siteUrl: string, socialImageUrl: string) {
  const { specs } = car;
  return {
    '@context': CONTEXT,
    '@type': 'Car',
    name: car.name,
    brand: { '@type': 'Brand', name: car.manufacturer },
    model: car.model,
    vehicleConfiguration: car.trim,
    vehicleModelDate: String(car.year),
    color: car.color.name,
    description: car.description,
    url: pageUrl,
    image: [socialImageUrl, ...car.pictures.filter((picture) => !picture.drawing).map((picture) => `${siteUrl}${picture.src}`)].slice(0, 4),
    fuelType: specs.type === 'electric' ? 'Electric' : 'Electric, petrol range extender',
    ...(specs.seats !== undefined && { seatingCapacity: specs.seats }),
    ...(specs.driveType !== undefined && { driveWheelConfiguration: specs.driveType }),
    offers: {
      '@type': 'Offer',
      price: car.priceBYN,
      priceCurrency: 'BYN',
      availability: car.inStock ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      url: pageUrl,
      seller: dealer(siteUrl),
    },
  } satisfies WithContext<Car>;
}

export interface ArticleForJsonLd {
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD, when it differs from `date`. */
  modified?: string;
  url: string;
  imageUrl?: string;
  lang: Lang;
}

/** schema.org NewsArticle for an article's page, or Article for an owner's guide; written and published by the dealer. */
export function articleJsonLd(article: ArticleForJsonLd, siteUrl: string, type: 'NewsArticle' | 'Article') {
  return {
    '@context': CONTEXT,
    '@type': type,
    headline: article.title,
    description: article.description,
    ...(article.imageUrl && { image: [article.imageUrl] }),
    datePublished: article.date,
    dateModified: article.modified ?? article.date,
    inLanguage: article.lang,
    mainEntityOfPage: article.url,
    author: dealer(siteUrl),
    publisher: dealer(siteUrl),
  } satisfies WithContext<Article>;
}

/** A maker's brand page: the company behind the brand, its founding year and headquarters. */
export function brandJsonLd(
  brand: { name: string; foundedYear: number; headquarters: string; description: string; logoUrl?: string },
  pageUrl: string,
  siteUrl: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${pageUrl}#brand`,
    name: brand.name,
    description: brand.description,
    foundingDate: String(brand.foundedYear),
    location: {
      '@type': 'Place',
      name: brand.headquarters,
      address: { '@type': 'PostalAddress', addressLocality: brand.headquarters, addressCountry: 'CN' },
    },
    ...(brand.logoUrl && { logo: `${siteUrl}${brand.logoUrl}` }),
  } satisfies WithContext<Organization>;
}

/** A service the dealer offers in Minsk: maintenance, warranty, financing. */
export function serviceJsonLd(
  service: { name: string; description: string; type: string; url: string; areaServed: string },
  siteUrl: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${service.url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.type,
    url: service.url,
    provider: dealer(siteUrl),
    areaServed: { '@type': 'City', name: service.areaServed },
  } satisfies WithContext<Service>;
}
