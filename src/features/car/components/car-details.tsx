import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { detailFigures, keyFigures } from '../../../lib/car-figures.js';
import type { CarDetail } from '../../../lib/car-model.js';
import { chipTone, type ChipTone } from '../lib/chips.js';
import { CarFigures, lacksAnyFigure } from './car-figures.js';
import { CarSources } from './car-sources.js';
import { CarBlock, Muted } from './car-page-parts.js';
import { ChipList } from '../../../components/ui/chip-list.js';

/**
 * The car page's detailed specs with their sources, the body of the "All specifications"
 * panel (in the pre-rendered HTML, hidden until opened, printed open), and its description
 * with the feature chips: hydrated once the page is idle.
 */
export default function CarDetails({ car }: { car: CarDetail }) {
  const { t } = useTranslation('car');
  return (
    <>
      <div data-print="columns">
        <CarFigures
          car={car}
          figures={detailFigures(car.specs)}
          label={t('details')}
          layout="table"
          // The key specs above carry the page's footnote when they lack a figure themselves.
          footnote={!lacksAnyFigure(car, keyFigures(car.specs))}
        />
      </div>
      <Sources aria-labelledby="sources">
        <h3 id="sources">{t('sources.title')}</h3>
        <Muted>{t('sources.intro')}</Muted>
        <div data-print="columns">
          <CarSources sources={car.sources} powertrain={car.specs.type} />
        </div>
      </Sources>
    </>
  );
}

export function CarAbout({ car }: { car: CarDetail }) {
  const { t } = useTranslation('car');
  return (
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
  );
}

const Sources = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin-top: 0;
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
