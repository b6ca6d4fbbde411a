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
import { media } from '../../../styles/theme.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { paths } from '../../../lib/paths.js';

/** docs/decisions/pages-home-about-contact.md#home (anchor `our-vehicles`): featured cars, each linking to its page. */
export function FeaturedVehicles({ cars }: { cars: CarSummary[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  // The whole catalogue's size is a shell fact: the brand pages count every car of their makers.
  const catalogueSize = useShell().brandPages.reduce((sum, brand) => sum + brand.carsCount, 0);
  const { saved, toggle } = useSavedCars();
  return (
    <Section id="our-vehicles" aria-labelledby="our-vehicles-title" $tone="muted">
      <Container>
        <SectionTitle id="our-vehicles-title">{t('vehicles.title')}</SectionTitle>
        <Intro>{t('vehicles.intro', { count: catalogueSize })}</Intro>
        {cars.length > 0 ? (
          <Row aria-label={t('vehicles.listLabel')}>
            {cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} saved={saved.has(car.id)} onToggleSave={toggle} />
              </li>
            ))}
          </Row>
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

/** The body text's size on a phone, so the first card starts higher. */
const Intro = styled(SectionIntro)`
  ${media.down('sm')} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/**
 * On a phone the cars are one row to swipe, each card most of the screen's width with the next one
 * showing at the edge, as the makers' sites do: the section is one card tall, not eight. From the small
 * breakpoint up, the grid of the catalogue.
 */
const Row = styled(CarGrid)`
  ${media.down('sm')} {
    grid-auto-flow: column;
    grid-auto-columns: 82%;
    grid-template-columns: none;
    gap: ${({ theme }) => theme.space.md};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${({ theme }) => theme.space.md};
    margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
    > li {
      scroll-snap-align: start;
    }
  }
`;

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
