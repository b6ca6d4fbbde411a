import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureWords } from '../../lib/car-figures.js';

/** The words a car's figures are written with (lib/car-figures.ts), on pages that load the car namespace. */
export function useFigureWords(): FigureWords {
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  return useMemo(
    () => ({
      units: t('units', { returnObjects: true }) as FigureWords['units'],
      driveType: (drive) => t(`driveType.${drive}`),
      powertrain: (powertrain) => tc(`car.powertrain.${powertrain}`),
    }),
    [t, tc],
  );
}
