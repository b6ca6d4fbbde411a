/** schema.org data for search engines, built from the company facts (docs/decisions/urls-and-languages.md#4, docs/decisions/company-facts.md#5). */
import type { CarDetail } from './car-model.js';
import type { Company } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { schemaOrgOpeningHours } from './hours.js';

export function autoDealerJsonLd(company: Company, lang: Lang, pageUrl: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${siteUrl}/#dealer`,
    name: company.name[lang],
    description: company.blurb[lang],
    url: pageUrl,
    telephone: company.phone.display.replace(/[^\d+]/g, ''),
    email: company.email.address,
    foundingDate: String(company.facts.foundedYear),
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
    availableLanguage: company.languages.en,
    sameAs: company.social.accounts.map((item) => item.url),
  };
}

/** schema.org Car with its offer, for a car's page. Only sourced figures are stated. */
export function carJsonLd(car: CarDetail, pageUrl: string, siteUrl: string) {
  const { specs } = car;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    brand: { '@type': 'Brand', name: car.manufacturer },
    model: car.model,
    vehicleConfiguration: car.trim,
    vehicleModelDate: String(car.year),
    color: car.color.name,
    description: car.description,
    url: pageUrl,
    image: car.pictures.slice(0, 4).map((picture) => `${siteUrl}${picture.src}`),
    fuelType: specs.type === 'electric' ? 'Electric' : 'Electric, petrol range extender',
    ...(specs.seats !== undefined && { seatingCapacity: specs.seats }),
    ...(specs.driveType !== undefined && { driveWheelConfiguration: specs.driveType }),
    offers: {
      '@type': 'Offer',
      price: car.priceUSD,
      priceCurrency: 'USD',
      availability: car.inStock ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      seller: { '@id': `${siteUrl}/#dealer` },
    },
  };
}

export interface ArticleForJsonLd {
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  url: string;
  imageUrl: string;
  lang: Lang;
}

/** schema.org NewsArticle for an article's page (docs/decisions/urls-and-languages.md#metadata), written by the dealer's editorial team. */
export function articleJsonLd(article: ArticleForJsonLd, company: Company, siteUrl: string) {
  const organization = { '@type': 'Organization', name: company.name[article.lang], url: siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description,
    image: [article.imageUrl],
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: article.lang,
    mainEntityOfPage: article.url,
    author: organization,
    publisher: organization,
  };
}
