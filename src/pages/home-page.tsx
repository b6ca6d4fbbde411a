import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import company from '../../content/company';
import type { HomeData } from '../app/page-data';
import { Seo } from '../components/layout/seo';
import { useLang } from '../components/layout/use-lang';
import { AboutSection } from '../features/home/components/about-section';
import { ContactsSection } from '../features/home/components/contacts-section';
import { FaqSection } from '../features/home/components/faq-section';
import { FeaturedVehicles } from '../features/home/components/featured-vehicles';
import { Hero } from '../features/home/components/hero';
import { ServicesSection } from '../features/home/components/services-section';
import { usePageStrings } from '../i18n/page-strings';
import { localizePath, routePaths } from '../lib/paths';
import { absoluteUrl, siteData } from '../lib/site-data';
import { autoDealerJsonLd } from '../lib/structured-data';

/** Spec 000 Home: hero, about, our vehicles, services, FAQ, contacts (the news teaser joins with the news). */
export function Component() {
  const { featured, strings } = useLoaderData() as HomeData;
  usePageStrings(strings);
  const { t } = useTranslation('home');
  const lang = useLang();
  const jsonLd = autoDealerJsonLd(company, lang, absoluteUrl(localizePath(lang, routePaths.home)), siteData.siteUrl);
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={routePaths.home} jsonLd={jsonLd} />
      <Hero />
      <AboutSection />
      <FeaturedVehicles cars={featured} />
      <ServicesSection />
      <FaqSection />
      <ContactsSection />
    </>
  );
}
