import type { ReactNode } from 'react';
import type { CarSummary } from '../../../lib/car-summary.js';
import { AboutSection } from './about-section.js';
import { ContactsSection } from './contacts-section.js';
import { FaqSection } from './faq-section.js';
import { FeaturedVehicles } from './featured-vehicles.js';
import { ServicesSection } from './services-section.js';

/** Everything of the home page under the hero, as one module that hydrates when the page is idle. */
export default function BelowTheFold({ featured, contactForm }: { featured: CarSummary[]; contactForm: ReactNode }) {
  return (
    <>
      <AboutSection />
      <FeaturedVehicles cars={featured} />
      <ServicesSection />
      <FaqSection />
      <ContactsSection form={contactForm} />
    </>
  );
}
