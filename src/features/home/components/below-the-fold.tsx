import type { ReactNode } from 'react';
import type { CarSummary } from '../../../lib/car-summary';
import { AboutSection } from './about-section';
import { ContactsSection } from './contacts-section';
import { FaqSection } from './faq-section';
import { FeaturedVehicles } from './featured-vehicles';
import { ServicesSection } from './services-section';

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
