import { useTranslation } from 'react-i18next';
import company from '../../content/company';
import { Seo } from '../components/layout/seo';
import { useLang } from '../components/layout/use-lang';
import { localizePath, routePaths } from '../lib/paths';
import { absoluteUrl, siteData } from '../lib/site-data';
import { autoDealerJsonLd } from '../lib/structured-data';
import { ContactsSection } from '../features/home/components/contacts-section';
import { Hero } from '../features/home/components/hero';
import { VehiclesOverview } from '../features/home/components/vehicles-overview';

export function Component() {
  const { t } = useTranslation();
  const lang = useLang();
  const jsonLd = autoDealerJsonLd(company, lang, absoluteUrl(localizePath(lang, routePaths.home)), siteData.siteUrl);
  return (
    <>
      <Seo title={t('home.seo.title')} description={t('home.seo.description')} path={routePaths.home} jsonLd={jsonLd} />
      <Hero />
      <VehiclesOverview />
      <ContactsSection />
    </>
  );
}
