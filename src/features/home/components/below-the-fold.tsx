import type { ReactNode } from 'react';
import type { CarSummary } from '../../../lib/car-model.js';
import { AboutSection } from './about-section.js';
import { ContactsSection } from './contacts-section.js';
import { FaqSection } from './faq-section.js';
import { FeaturedVehicles } from './featured-vehicles.js';
import { NewsSection } from './news-section.js';
import { ServicesSection } from './services-section.js';
import type { ArticleSummary } from '../../../lib/news.js';

/** Everything of the home page under the hero, as one module that hydrates when the page is idle. */
export default function BelowTheFold({
  featured,
  news,
  contactForm,
}: {
  featured: CarSummary[];
  news: ArticleSummary[];
  contactForm: ReactNode;
}) {
  return (
    <>
      <AboutSection />
      <FeaturedVehicles cars={featured} />
      <ServicesSection />
      <NewsSection articles={news} />
      <FaqSection />
      <ContactsSection form={contactForm} />
    </>
  );
}
