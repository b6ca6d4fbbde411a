import type { ReactNode } from 'react';
import type { CarSummary } from '../../../lib/car-model.js';
import { AboutSection } from './about-section.js';
import { ContactsSection } from './contacts-section.js';
import { FaqSection } from './faq-section.js';
import { FeaturedVehicles } from './featured-vehicles.js';
import { NeedsSection } from './needs-section.js';
import { NewsSection } from './news-section.js';
import { ServicesSection } from './services-section.js';
import type { OfferedNeed } from '../../../lib/needs.js';
import type { ArticleSummary } from '../../../lib/news.js';
import type { catalogueChargingSpan } from '../../../lib/ev/charging.js';
import { homeTermValues, type HomeTerms } from '../lib/terms.js';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/layout/use-lang.js';

/**
 * Everything of the home page under the hero, as one module that hydrates when the page is idle
 * (pre-rendered, so its links work before). The cars come first: the needs and brands, then the
 * featured cars, then who we are (docs/decisions/pages-home-about-contact.md#home).
 */
export default function BelowTheFold({
  needs,
  featured,
  news,
  charging,
  terms,
  contactForm,
}: {
  needs: OfferedNeed[];
  featured: CarSummary[];
  news: ArticleSummary[];
  charging: ReturnType<typeof catalogueChargingSpan>;
  terms: HomeTerms;
  contactForm: ReactNode;
}) {
  const { t } = useTranslation('home');
  const lang = useLang();
  // The loan and warranty terms three sections state, written once for the page's language.
  const values = homeTermValues(terms, lang, (count) => t('terms.years', { count }));
  return (
    <>
      <NeedsSection needs={needs} />
      <FeaturedVehicles cars={featured} />
      <AboutSection terms={values} />
      <ServicesSection terms={values} />
      <NewsSection articles={news} />
      <FaqSection charging={charging} terms={values} />
      <ContactsSection form={contactForm} />
    </>
  );
}
