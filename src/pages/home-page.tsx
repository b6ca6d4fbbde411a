import { useTranslation } from 'react-i18next';
import { Seo } from '../components/layout/seo';
import { routePaths } from '../lib/paths';
import { ContactsSection } from '../features/home/components/contacts-section';
import { Hero } from '../features/home/components/hero';
import { VehiclesOverview } from '../features/home/components/vehicles-overview';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('home.seo.title')} description={t('home.seo.description')} path={routePaths.home} />
      <Hero />
      <VehiclesOverview />
      <ContactsSection />
    </>
  );
}
