import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarCard } from '../../../components/car/car-card.js';
import { CarGrid } from '../../../components/car/car-grid.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { paths } from '../../../lib/paths.js';

/** docs/decisions/pages-home-about-contact.md#home (anchor `our-vehicles`): featured cars, each linking to its page. */
export function FeaturedVehicles({ cars }: { cars: CarSummary[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  // The whole catalogue's size is a shell fact: the brand list counts every car.
  const catalogueSize = useShell().brands.reduce((sum, brand) => sum + brand.carsCount, 0);
  const { saved, toggle } = useSavedCars();
  return (
    <Section id="our-vehicles" aria-labelledby="our-vehicles-title" $tone="muted">
      <Container>
        <SectionTitle id="our-vehicles-title">{t('vehicles.title')}</SectionTitle>
        <SectionIntro>{t('vehicles.intro', { count: catalogueSize })}</SectionIntro>
        {cars.length > 0 ? (
          <CarGrid aria-label={t('vehicles.listLabel')}>
            {cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} saved={saved.has(car.id)} onToggleSave={toggle} />
              </li>
            ))}
          </CarGrid>
        ) : (
          <Empty>
            <h3>{t('vehicles.emptyTitle')}</h3>
            <p>{t('vehicles.emptyHint')}</p>
          </Empty>
        )}
        <More>
          <ButtonLink to={paths.catalog(lang)}>{t('vehicles.viewAll')}</ButtonLink>
        </More>
      </Container>
    </Section>
  );
}

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  text-align: center;
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
`;
