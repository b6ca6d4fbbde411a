import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { detailFigures } from '../../../lib/car-figures.js';
import type { CarDetail } from '../../../lib/car-model.js';
import { chipTone, type ChipTone } from '../lib/chips.js';
import { CarFigures } from './car-figures.js';
import { CarSources } from './car-sources.js';
import { CarBlock, Muted } from './car-page-parts.js';
import { ChipList } from '../../../components/ui/chip-list.js';

/**
 * The car page's detailed specs (collapsed by default, its sources at the end) and its
 * description with the feature chips: in the pre-rendered HTML, hydrated once the page is idle.
 */
export default function CarDetails({ car }: { car: CarDetail }) {
  const { t } = useTranslation('car');
  return (
    <>
      <Details>
        <summary>
          <h2>{t('details')}</h2>
        </summary>
        <CarFigures car={car} figures={detailFigures(car.specs)} label={t('details')} layout="table" />
        <section aria-labelledby="sources">
          <h3 id="sources">{t('sources.title')}</h3>
          <Muted>{t('sources.intro')}</Muted>
          <CarSources sources={car.sources} powertrain={car.specs.type} />
        </section>
      </Details>

      <CarBlock aria-labelledby="about-car">
        <h2 id="about-car">{t('description')}</h2>
        <Description>{car.description}</Description>
        <h3>{t('features')}</h3>
        <ChipList>
          {car.features.map((feature) => (
            <Chip key={feature} $tone={chipTone(feature)}>
              {feature}
            </Chip>
          ))}
        </ChipList>
      </CarBlock>
    </>
  );
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0 ${({ theme }) => theme.space.lg};
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.md} 0;
    list-style-position: inside;
  }
  summary h2 {
    display: inline;
    margin: 0;
  }
  &[open] {
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Description = styled.p`
  max-width: 70ch;
`;

const Chip = styled.li<{ $tone: ChipTone }>`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  background: ${({ $tone, theme }) =>
    ({
      energy: theme.color.successSurface,
      tech: theme.color.calmSurface,
      performance: theme.color.warningSurface,
      comfort: theme.color.surface,
      neutral: theme.color.surface,
    })[$tone]};
  color: ${({ $tone, theme }) =>
    ({
      energy: theme.color.success,
      tech: theme.color.calm,
      performance: theme.color.warning,
      comfort: theme.color.primary,
      neutral: theme.color.text,
    })[$tone]};
`;
