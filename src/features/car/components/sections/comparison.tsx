import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CompareTable } from '../../../../components/car/compare-table.js';
import type { ComparedCar } from '../../../../lib/car-model.js';
import { COMPARE_ROWS, MAX_COMPARED, similarCars, toggleCompared } from '../../../../lib/comparison.js';
import { byMaker } from '../../../../../shared/brands.js';
import { media } from '../../../../styles/theme.js';
import { Button } from '../../../../components/ui/button.js';
// Every car, bundled with this section: it loads when the visitor opens the comparison.
import cars from 'virtual:compared-cars';

/**
 * docs/decisions/pages-catalogue-and-car.md#comparison: this car beside up to 3 chosen (further boxes disabled
 * at 3), or up to 3 similar cars while none is chosen; the best value of each row
 * marked in words as well as colour; a toggle for the detailed groups.
 */
export default function Comparison({ car }: { car: ComparedCar }) {
  const { t } = useTranslation('car');
  const pickerId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [details, setDetails] = useState(false);
  const others = cars.filter((other) => other.id !== car.id);
  const compared = chosen.length > 0 ? chosen.map((id) => others.find((o) => o.id === id)!) : similarCars(car, others);
  const columns = [car, ...compared];
  const rows = COMPARE_ROWS.filter((row) => details || row.group === 'main');

  return (
    <Layout>
      <Picker>
        <fieldset aria-describedby={`${pickerId}-count`}>
          <legend>{t('compare.choose', { max: MAX_COMPARED })}</legend>
          <Count id={`${pickerId}-count`} aria-live="polite">
            {chosen.length === 0 ? t('compare.similarNote') : t('compare.count', { count: chosen.length, max: MAX_COMPARED })}
          </Count>
          <Groups>
            {byMaker(others).map(([brand, brandCars]) => {
              return (
                <div key={brand} role="group" aria-label={brand}>
                  <GroupTitle aria-hidden="true">{brand}</GroupTitle>
                  {brandCars.map((other) => {
                    const checked = chosen.includes(other.id);
                    return (
                      <Check key={other.id}>
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && chosen.length >= MAX_COMPARED}
                          onChange={() => setChosen((current) => toggleCompared(current, other.id))}
                        />
                        {other.name}
                      </Check>
                    );
                  })}
                </div>
              );
            })}
          </Groups>
        </fieldset>
      </Picker>
      <div>
        <CompareTable
          cars={columns}
          rows={rows}
          ownCarId={car.id}
          caption={chosen.length === 0 ? t('compare.captionSimilar', { name: car.name }) : t('compare.caption', { name: car.name })}
        />
        <Toggle type="button" $variant="secondary" aria-expanded={details} onClick={() => setDetails((open) => !open)}>
          {details ? t('compare.hideDetails') : t('compare.showDetails')}
        </Toggle>
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('lg')} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

const Picker = styled.div`
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    min-width: 0;
  }
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 320px;
  overflow-y: auto;
`;

const GroupTitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:disabled) {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Toggle = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;
