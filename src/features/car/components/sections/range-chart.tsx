import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarSpecs } from '../../../../../content/schema.js';
import { FactorBadge } from '../../../../components/car/factor-badge.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  barPercent,
  CLTC_TO_WLTP,
  EXAMPLE_TRIP_KM,
  MINSK_WINTER_MONTHS,
  MINSK_YEAR_FACTOR,
  rangeFigures,
} from '../../../../lib/ev/range.js';
import { formatNumber } from '../../../../lib/format.js';
import { paths, withQuery } from '../../../../lib/paths.js';
import { Link } from 'react-router-dom';
import { media } from '../../../../styles/theme.js';
import { Note } from './fields.js';

/**
 * The range under six conditions (docs/decisions/constants.md#range) as a table whose bars are drawn in SVG:
 * every number is text, so it reads without the picture. The rated cycle, our WLTP
 * estimate and a year-round Minsk figure come first, each with how it was worked out. On the car page
 * (`slug` given) it ends with the way to combine them for a trip, on the range tool with this car chosen (issue 40).
 */
/** The link's example, set in full (walk 17): Minsk to Brest in winter on the motorway, with the family and luggage. */
const familyTrip = (car: string) => ({ car, season: 'winter', road: 'highway', load: 'full', trip: String(EXAMPLE_TRIP_KM) });

export default function RangeChart({ specs, slug }: { specs: CarSpecs; slug?: string }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const figures = rangeFigures(specs);
  if (!figures) return <p>{t('range.unknown')}</p>;
  const km = (value: number) => `${formatNumber(value, lang)}\u00a0${t('units.km')}`;
  const hybrid = specs.type === 'hybrid';
  const longest = Math.max(...figures.conditions.map((c) => c.electric));
  const ratedElectric = hybrid ? figures.rated.electric! : figures.rated.total!;
  const wltpElectric = hybrid ? figures.wltp.electric! : figures.wltp.total!;

  return (
    <>
      <Summary>
        <div>
          <dt>{t('range.rated', { cycle: figures.cycle })}</dt>
          <dd>
            {km(ratedElectric)}
            {hybrid && figures.rated.total !== null && <small>{t('range.totalWith', { total: km(figures.rated.total) })}</small>}
          </dd>
        </div>
        <div>
          <dt>{figures.cycle === 'WLTP' ? t('range.wltpRated') : t('range.wltpEstimate')}</dt>
          <dd>
            {km(wltpElectric)}
            {hybrid && figures.wltp.total !== null && <small>{t('range.totalWith', { total: km(figures.wltp.total) })}</small>}
          </dd>
        </div>
        <div>
          <dt>{t('range.minsk')}</dt>
          <dd>{km(figures.minsk)}</dd>
        </div>
      </Summary>
      <Table>
        <caption>{hybrid ? t('range.captionHybrid') : t('range.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('range.condition')}</th>
            <th scope="col">{hybrid ? t('range.electricAndTotal') : t('range.range')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.conditions.map((condition) => (
            <tr key={condition.id}>
              <th scope="row">
                {t(`range.conditions.${condition.id}`)} <FactorBadge factor={condition.factor} />
              </th>
              <td>
                <Bar>
                  <svg viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect x="0" y="0" width="100" height="12" rx="2" className="track" />
                    <rect
                      x="0"
                      y="0"
                      width={barPercent(condition.electric, longest)}
                      height="12"
                      rx="2"
                      className={`bar ${condition.tone}`}
                    />
                  </svg>
                  <span>{km(condition.electric)}</span>
                </Bar>
                {condition.total !== null && <Total>{t('range.totalShort', { total: km(condition.total) })}</Total>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>
        {t('range.method', {
          percent: Math.round(CLTC_TO_WLTP * 100),
          months: MINSK_WINTER_MONTHS,
          minskPercent: Math.round(MINSK_YEAR_FACTOR * 100),
        })}
        {hybrid && ` ${t('range.methodHybrid')}`}
      </Note>
      {slug && (
        <p>
          <Link to={withQuery(paths.rangeConditions(lang), familyTrip(slug))}>{t('range.combine')}</Link>
        </p>
      )}
    </>
  );
}

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    display: grid;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 800;
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
  }
  td {
    width: 60%;
  }
`;

const Total = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(40px, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg {
    width: 100%;
    height: 12px;
  }
  .track {
    fill: ${({ theme }) => theme.color.surface};
  }
  .bar.good {
    fill: ${({ theme }) => theme.color.success};
  }
  .bar.fair {
    fill: ${({ theme }) => theme.color.primary};
  }
  .bar.poor {
    fill: ${({ theme }) => theme.color.danger};
  }
  span {
    white-space: nowrap;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
