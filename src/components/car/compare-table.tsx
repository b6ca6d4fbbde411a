import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useFigureWords } from '../hooks/use-figure-words.js';
import { useLang } from '../layout/use-lang.js';
import { VisuallyHidden } from '../ui/container.js';
import { comparableValue, figureText } from '../../lib/car-figures.js';
import type { ComparedCar } from '../../lib/car-model.js';
import { bestColumns, type CompareGroup, type CompareRow } from '../../lib/comparison.js';
import { paths } from '../../lib/paths.js';

interface CompareTableProps {
  cars: readonly ComparedCar[];
  rows: readonly CompareRow[];
  caption: string;
  /** The column that is the page's own car: its name is not a link. */
  ownCarId?: number;
  /** A heading row before each group of rows (main, detailed, dimensions, information). */
  groupHeadings?: boolean;
}

/**
 * Cars side by side (docs/decisions/pages-catalogue-and-car.md#comparison, docs/decisions/pages-information.md#comparison): one column
 * per car, one row per figure; each row's best value is marked in words as well as
 * colour, so a screen reader hears it too. Ranges show their test cycle and are judged
 * on one cycle (lib/car-figures.ts comparableValue).
 */
export function CompareTable({ cars, rows, caption, ownCarId, groupHeadings = false }: CompareTableProps) {
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const words = useFigureWords();

  const text = (row: CompareRow, car: ComparedCar): string => {
    const figure = figureText(car, row.id, lang, words);
    if (!figure) return tc('car.notAvailable');
    return figure.cycle ? `${figure.value} (${figure.cycle})` : figure.value;
  };

  let group: CompareGroup | null = null;
  return (
    <Scroll role="region" aria-label={t('compare.tableLabel')} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {cars.map((car) => (
              <th key={car.id} scope="col">
                {car.id === ownCarId ? car.name : <Link to={paths.car(lang, car.slug)}>{car.name}</Link>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const best = bestColumns(
              cars.map((car) => comparableValue(car, row.id)),
              row.better,
            );
            const heading = groupHeadings && row.group !== group;
            group = row.group;
            return (
              <Fragment key={row.id}>
                {heading && (
                  <tr className="group">
                    <th scope="colgroup" colSpan={cars.length + 1}>
                      {t(`compare.groups.${row.group}`)}
                    </th>
                  </tr>
                )}
                <tr>
                  <th scope="row">{t(`compare.rows.${row.id}`)}</th>
                  {cars.map((car, index) => (
                    <td key={car.id} className={best.has(index) ? 'best' : undefined}>
                      {text(row, car)}
                      {best.has(index) && (
                        <BestTag>
                          <span aria-hidden="true">★ </span>
                          {t('compare.best')}
                        </BestTag>
                      )}
                    </td>
                  ))}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      <VisuallyHidden>{t('compare.bestExplained')}</VisuallyHidden>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  @media print {
    overflow: visible;
    border: 0;
  }
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
  tr.group th {
    padding-top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
    background: ${({ theme }) => theme.color.surface};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  td.best {
    background: ${({ theme }) => theme.color.successSurface};
    font-weight: 700;
  }
  @media print {
    min-width: 0;
    font-size: 10pt;
    th,
    td {
      padding: 4pt 6pt;
    }
  }
`;

const BestTag = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`;
