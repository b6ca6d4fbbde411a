import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarPicture } from '../../../components/car/car-picture.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { formatByn, formatUsd } from '../../../lib/format.js';
import { media } from '../../../styles/theme.js';
import { paths } from '../../../lib/paths.js';
import { nearestCars } from '../lib/nearest-cars.js';
import type { NotFoundCar } from '../lib/not-found-data.js';

/** How wide a suggested car's picture is shown: four side by side on a wide screen, two on a tablet, beside its name on a phone. */
const PICTURE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 40vw';

interface NearestCarListProps {
  /** Of its heading, which names the list. */
  id: string;
  /** The unknown car's address word (`zeekr-001-yuo`). */
  address: string;
  cars: readonly NotFoundCar[];
  makerSpellings: Readonly<Record<string, readonly string[]>>;
}

/** The cars nearest by name to an unknown car's address (../lib/nearest-cars.ts), each leading to its page. */
export function NearestCarList({ id, address, cars, makerSpellings }: NearestCarListProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const { t: tn } = useTranslation('not-found');
  const nearest = useMemo(() => nearestCars(address, cars, makerSpellings), [address, cars, makerSpellings]);
  return (
    <section aria-labelledby={id}>
      <Title id={id}>{nearest.matched ? tn('vehicle.nearestTitle') : tn('vehicle.fallbackTitle')}</Title>
      <CardGrid $columns={{ sm: 2, lg: 4 }} $gap="md">
        {nearest.cars.map((car) => {
          const href = paths.car(lang, car.slug);
          return (
            <Card key={car.slug}>
              <a href={href} tabIndex={-1} aria-hidden="true">
                <CarPicture picture={car.picture} name={car.name} sizes={PICTURE_SIZES} />
              </a>
              <Body>
                <h3>
                  <a href={href}>{car.name}</a>
                </h3>
                <Price>
                  <VisuallyHidden>{t('car.price')}: </VisuallyHidden>
                  <strong>{formatByn(car.priceBYN, lang)}</strong> <span>{formatUsd(car.priceUSD, lang)}</span>
                </Price>
              </Body>
            </Card>
          );
        })}
      </CardGrid>
    </section>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

/** On a phone the picture sits beside the name, so the four cars fit about one screen; above, the cards stand side by side. */
const Card = styled.li`
  display: grid;
  grid-template-columns: 40% 1fr;
  align-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  > a {
    display: block;
  }
  ${media.up('sm')} {
    display: block;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

const Price = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
