import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../../components/ui/container.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  bestColumns,
  COMPARE_ROWS,
  MAX_COMPARED,
  rowValue,
  similarCars,
  toggleCompared,
  type CompareRowId,
  type ComparedCar,
  type RowValue,
} from '../../../../lib/comparison.js';
import { formatByn, formatDecimal, formatNumber } from '../../../../lib/format.js';
import { MANUFACTURERS } from '../../../../../content/schema.values.js';
import { paths } from '../../../../lib/paths.js';
import { media } from '../../../../styles/theme.js';
import { Button } from '../../../../components/ui/button.js';

const UNIT: Partial<Record<CompareRowId, 'km' | 'kwh' | 'hp' | 'seconds' | 'kmh' | 'kg' | 'mm'>> = {
  range: 'km',
  battery: 'kwh',
  power: 'hp',
  acceleration: 'seconds',
  topSpeed: 'kmh',
  weight: 'kg',
  groundClearance: 'mm',
  length: 'mm',
  width: 'mm',
  height: 'mm',
  wheelbase: 'mm',
};

/**
 * Spec 000 specs comparison: this car beside up to 3 chosen (further boxes disabled
 * at 3), or up to 3 similar cars while none is chosen; the best value of each row
 * marked in words as well as colour; a toggle for the detailed groups.
 */
export default function Comparison({ car, cars }: { car: ComparedCar; cars: ComparedCar[] }) {
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const pickerId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [details, setDetails] = useState(false);
  const others = cars.filter((other) => other.id !== car.id);
  const compared = chosen.length > 0 ? chosen.map((id) => others.find((o) => o.id === id)!) : similarCars(car, others);
  const columns = [car, ...compared];
  const rows = COMPARE_ROWS.filter((row) => details || row.group === 'main');

  const text = (row: CompareRowId, value: RowValue, column: ComparedCar): string => {
    if (value === null) return tc('car.notAvailable');
    if (row === 'price') return formatByn(column.priceBYN, lang);
    if (row === 'driveType') return t(`driveType.${value as 'AWD'}`);
    if (row === 'powertrain') return tc(`car.powertrain.${value as 'electric'}`);
    if (typeof value === 'string') return value;
    const unit = UNIT[row];
    const number =
      row === 'acceleration' || row === 'battery'
        ? formatDecimal(value, lang, 2)
        : row === 'year'
          ? String(value)
          : formatNumber(value, lang);
    return unit ? `${number}\u00a0${t(`units.${unit}`)}` : number;
  };

  return (
    <Layout>
      <Picker>
        <fieldset aria-describedby={`${pickerId}-count`}>
          <legend>{t('compare.choose', { max: MAX_COMPARED })}</legend>
          <Count id={`${pickerId}-count`} aria-live="polite">
            {chosen.length === 0 ? t('compare.similarNote') : t('compare.count', { count: chosen.length, max: MAX_COMPARED })}
          </Count>
          <Groups>
            {MANUFACTURERS.map((brand) => {
              const brandCars = others.filter((o) => o.manufacturer === brand);
              if (brandCars.length === 0) return null;
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
        <Scroll role="region" aria-label={t('compare.tableLabel')} tabIndex={0}>
          <Table>
            <caption>
              {chosen.length === 0 ? t('compare.captionSimilar', { name: car.name }) : t('compare.caption', { name: car.name })}
            </caption>
            <thead>
              <tr>
                <td />
                {columns.map((column, index) => (
                  <th key={column.id} scope="col">
                    {index === 0 ? column.name : <Link to={paths.car(lang, column.slug)}>{column.name}</Link>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const values = columns.map((column) => rowValue(column, row.id));
                const best = bestColumns(values, row.better);
                return (
                  <tr key={row.id}>
                    <th scope="row">{t(`compare.rows.${row.id}`)}</th>
                    {values.map((value, index) => (
                      <td key={columns[index]!.id} className={best.has(index) ? 'best' : undefined}>
                        {text(row.id, value, columns[index]!)}
                        {best.has(index) && (
                          <BestTag>
                            <span aria-hidden="true">★ </span>
                            {t('compare.best')}
                          </BestTag>
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
        <Toggle type="button" $variant="secondary" aria-expanded={details} onClick={() => setDetails((open) => !open)}>
          {details ? t('compare.hideDetails') : t('compare.showDetails')}
        </Toggle>
        <VisuallyHidden>{t('compare.bestExplained')}</VisuallyHidden>
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

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-weight: 700;
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  td.best {
    background: ${({ theme }) => theme.color.successSurface};
    font-weight: 700;
  }
`;

const BestTag = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`;

const Toggle = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;
