import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarPicker, type PickableCar } from '../../../components/car/car-picker.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';

interface ChargingDetailsProps {
  id: string;
  cars: readonly PickableCar[];
  /** The chosen car's slug, or '' for none. */
  car: string;
  onCar: (slug: string) => void;
  /** The chosen charging type's name, for the heading. */
  typeName: string;
  /** The car page's charging section for the chosen car (the page's), or nothing before a car is chosen. */
  children: ReactNode;
}

/** The charging guide's car choice and, once a car is chosen, its charging times and cost for the chosen type. */
export function ChargingDetails({ id, cars, car, onCar, typeName, children }: ChargingDetailsProps) {
  const { t } = useTranslation('charging-guide');
  return (
    <Section $tone="muted" aria-labelledby={`${id}-title`} id={id}>
      <Container>
        <SectionTitle id={`${id}-title`}>{t('picker.title')}</SectionTitle>
        <SectionIntro>{t('picker.intro')}</SectionIntro>
        <CarPicker cars={cars} value={car} onChange={onCar} label={t('picker.car')} />
        <DetailsTitle>{t('details.title', { type: typeName })}</DetailsTitle>
        {children ?? <p>{t('picker.choose')}</p>}
      </Container>
    </Section>
  );
}

const DetailsTitle = styled.h3`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
