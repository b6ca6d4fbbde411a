import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarPicker, type PickableCar } from '../../../components/car/car-picker.js';
import { CALCULATORS, type CalculatorId } from '../lib/calculators.js';

interface CalculatorControlsProps {
  cars: readonly PickableCar[];
  /** The chosen car's slug, or '' for none. */
  car: string;
  onCar: (slug: string) => void;
  calculator: CalculatorId;
  onCalculator: (id: CalculatorId) => void;
}

/** The calculators page's choices: the car, and which calculator, as a row of segments. */
export function CalculatorControls({ cars, car, onCar, calculator, onCalculator }: CalculatorControlsProps) {
  const { t } = useTranslation('calculator');
  return (
    <Controls>
      <CarPicker cars={cars} value={car} onChange={onCar} label={t('car')} />
      <fieldset>
        <legend>{t('choose')}</legend>
        <Segments>
          {CALCULATORS.map((id) => (
            <label key={id}>
              <input type="radio" name="calculator" value={id} checked={id === calculator} onChange={() => onCalculator(id)} />
              {t(`tabs.${id}`)}
            </label>
          ))}
        </Segments>
      </fieldset>
    </Controls>
  );
}

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 600;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  input {
    accent-color: ${({ theme }) => theme.color.onPrimary};
  }
`;
