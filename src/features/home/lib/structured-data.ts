/** schema.org data for search engines, built from the company facts (DECISIONS 4-5). */
import type { Company } from '../../../../content/schema.js';
import type { Lang } from '../../../i18n/lang.js';
import { schemaOrgOpeningHours } from '../../../lib/hours.js';

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
    // The same hours as the pages show (DECISIONS 5), not the spec's differing metadata hours.
    openingHours: schemaOrgOpeningHours(company.salesHours),
    availableLanguage: company.languages.en,
    sameAs: company.social.map((item) => item.url),
  };
}
