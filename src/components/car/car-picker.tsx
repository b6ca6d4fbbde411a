import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Field, Select } from '../ui/form-controls.js';
import { byMaker } from '../../../shared/brands.js';

export interface PickableCar {
  slug: string;
  name: string;
  manufacturer: string;
}

interface CarPickerProps {
  cars: readonly PickableCar[];
  /** The chosen car's slug, or '' for none. */
  value: string;
  onChange: (slug: string) => void;
  label: string;
}

/** One car from the catalogue, grouped by brand (the tools' car choice): a native select, so it works the same with a keyboard, a screen reader and a phone. */
export function CarPicker({ cars, value, onChange, label }: CarPickerProps) {
  const { t } = useTranslation();
  return (
    <PickerField label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('carPicker.placeholder')}</option>
          {byMaker(cars).map(([brand, brandCars]) => (
            <optgroup key={brand} label={brand}>
              {brandCars.map((car) => (
                <option key={car.slug} value={car.slug}>
                  {car.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
    </PickerField>
  );
}

const PickerField = styled(Field)`
  max-width: 420px;
`;
