import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarPicker } from '../../../components/car/car-picker.js';
import { FactorBadge } from '../../../components/car/factor-badge.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { FieldsetReset, Input } from '../../../components/ui/form-controls.js';
import type { ComparedCar } from '../../../lib/car-model.js';
import {
  barPercent,
  RANGE_AXES,
  RANGE_AXIS_NAMES,
  rangeFigures,
  rangeUnderSetting,
  settingFactors,
  tripVerdict,
  EXAMPLE_TRIP_KM,
  type RangeAxis,
  type RangeSetting,
} from '../../../lib/ev/range.js';
import { formatDecimal, formatNumber } from '../../../lib/format.js';
import { media } from '../../../styles/theme.js';

interface RangeToolProps {
  cars: readonly ComparedCar[];
  car: ComparedCar | null;
  setting: RangeSetting;
  /** The trip length as typed (digits only) and as a number of km when valid. */
  trip: { text: string; km: number | null };
  onCar: (slug: string) => void;
  onSetting: (change: Partial<RangeSetting>) => void;
  onTrip: (text: string) => void;
}

/** A choice on any axis: one of the spec's conditions, or one of the axes' own (the neutral ones and a full car). */
type RangeChoice = RangeSetting[RangeAxis];
const OWN_LABELS = { mild: 'axes.season.mild', light: 'axes.load.light', full: 'axes.load.full', calm: 'axes.wind.calm' } as const;
const isOwnChoice = (id: RangeChoice): id is keyof typeof OWN_LABELS => id in OWN_LABELS;
/** The neutral choice of each axis: it changes nothing, so its texts are not shown. */
const NEUTRAL: ReadonlySet<RangeChoice> = new Set(['mild', 'light', 'calm']);

/**
 * docs/decisions/pages-information.md#range-conditions: a car and the trip's conditions in (weather, road, load and
 * wind, each a factor: issue 40), the city by default; the range under them out, with the combined factor's badge, a
 * bar of its share of the WLTP range (capped at 100 %), the working written out, and each chosen condition's
 * explanation and tips. The figures are the car page's (lib/ev/range.ts).
 */
export function RangeTool({ cars, car, setting, trip, onCar, onSetting, onTrip }: RangeToolProps) {
  const { t } = useTranslation('range-conditions');
  const { t: tcar } = useTranslation('car');
  const lang = useLang();
  const km = (value: number) => `${formatNumber(value, lang)}\u00a0${tcar('units.km')}`;
  const figures = car && rangeFigures(car.specs);
  const result = figures && rangeUnderSetting(figures, setting);
  const hybrid = car?.specs.type === 'hybrid';
  const base = figures && (hybrid ? figures.wltp.electric! : figures.wltp.total!);
  // The axes' own choices have texts of this page; the rest are the spec's conditions, named as on the car page.
  const optionLabel = (id: RangeChoice) => (isOwnChoice(id) ? t(OWN_LABELS[id]) : tcar(`range.conditions.${id}`));
  // What the chosen conditions are, in the order of the axes: the road always, the others when they change something.
  const chosen = RANGE_AXIS_NAMES.map((axis) => ({ axis, id: setting[axis] as RangeChoice })).filter(
    ({ axis, id }) => axis === 'road' || !NEUTRAL.has(id),
  );
  const description = (id: RangeChoice): string =>
    id === 'full' ? t('load.description') : isOwnChoice(id) ? '' : t(`conditions.${id}.description`);
  const tips = (id: RangeChoice): string[] =>
    id === 'full' ? t('load.tips', { returnObjects: true }) : isOwnChoice(id) ? [] : t(`conditions.${id}.tips`, { returnObjects: true });
  const factors = settingFactors(setting).filter((factor) => factor !== 1);
  // Will the trip fit, on the battery from full to empty; a hybrid's longer trip with its petrol part.
  const tripText = (length: number, under: { electric: number; total: number | null }) => {
    if (under.total !== null && length > under.electric && length <= under.total)
      return t('trip.hybrid', { trip: km(length), electric: km(under.electric) });
    const verdict = tripVerdict(length <= under.electric ? under.electric : (under.total ?? under.electric), length);
    return verdict.kind === 'short'
      ? t('trip.short', { trip: km(length), short: km(verdict.shortKm), withReserve: km(verdict.shortWithReserveKm) })
      : t(verdict.tight ? 'trip.tight' : 'trip.reach', { trip: km(length), left: km(verdict.leftKm) });
  };

  return (
    <Layout>
      <Controls>
        <CarPicker cars={cars} value={car?.slug ?? ''} onChange={onCar} label={t('picker.car')} />
        <TripField>
          <label htmlFor="range-trip">{t('picker.trip')}</label>
          <Input
            id="range-trip"
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(EXAMPLE_TRIP_KM)}
            value={trip.text}
            onChange={(event) => onTrip(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </TripField>
        <h2>{t('picker.condition')}</h2>
        {RANGE_AXIS_NAMES.map((axis) => (
          <FieldsetReset key={axis}>
            <legend>{t(`axes.${axis}.legend`)}</legend>
            <Conditions>
              {(RANGE_AXES[axis] as readonly { id: string; factor: number }[]).map(({ id, factor }) => (
                <li key={id}>
                  <label>
                    <input type="radio" name={axis} value={id} checked={id === setting[axis]} onChange={() => onSetting({ [axis]: id })} />
                    <span>{optionLabel(id as RangeChoice)}</span>
                    <FactorBadge factor={factor} />
                  </label>
                </li>
              ))}
            </Conditions>
          </FieldsetReset>
        ))}
        {result && (
          // On a phone the result is below the choices: its figure stays in sight while they change (walk 16).
          // The result itself is the live region; this copy is for the eyes only.
          <StickyResult aria-hidden="true">
            {km(result.electric)} <FactorBadge factor={result.factor} />
          </StickyResult>
        )}
      </Controls>

      <Result aria-live="polite" aria-labelledby="range-result-title">
        <h2 id="range-result-title">{chosen.map(({ id }) => optionLabel(id)).join(' · ')}</h2>
        {chosen.map(({ id }) => (
          <p key={id}>{description(id)}</p>
        ))}
        {!car ? (
          <Prompt>{t('result.choose')}</Prompt>
        ) : !figures || !result || base === null ? (
          <Prompt>{tcar('range.unknown')}</Prompt>
        ) : (
          <>
            <Figure>
              <span>{hybrid ? t('result.electric') : t('result.range')}</span>
              <strong data-testid="range-result">{km(result.electric)}</strong>
              <FactorBadge factor={result.factor} />
            </Figure>
            <Bar aria-hidden="true">
              <span style={{ width: `${barPercent(result.electric, base)}%` }} className={result.tone} />
            </Bar>
            <Working>
              {t('result.working', {
                base: km(base),
                factor: (factors.length ? factors : [1]).map((factor) => formatDecimal(factor, lang, 2)).join(' × '),
                result: km(result.electric),
              })}
              {figures.cycle === 'CLTC' &&
                ` ${t('result.fromCltc', { rated: km(hybrid ? figures.rated.electric! : figures.rated.total!) })}`}
              {result.total !== null && ` ${t('result.total', { total: km(result.total) })}`}
              {factors.length > 1 && ` ${t('result.combined')}`}
            </Working>
            {trip.km !== null && (
              <Trip>
                <strong data-testid="range-trip-verdict">{tripText(trip.km, result)}</strong> {t('trip.basis')}
              </Trip>
            )}
          </>
        )}
        <h3>{t('result.tips')}</h3>
        <ul>{chosen.flatMap(({ id }) => tips(id).map((tip) => <li key={tip}>{tip}</li>))}</ul>
      </Result>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

const Conditions = styled(CardGrid).attrs({ $columns: { sm: 2 }, $gap: 'xs' })`
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  span:nth-of-type(1) {
    flex: 1;
  }
`;

const TripField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 16rem;
  label {
    font-weight: 600;
  }
`;

const Trip = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const StickyResult = styled.p`
  position: sticky;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 800;
  ${media.up('lg')} {
    display: none;
  }
`;

const Result = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Prompt = styled.p`
  font-weight: 600;
`;

const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  span:first-child {
    flex-basis: 100%;
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
  .good {
    background: ${({ theme }) => theme.color.success};
  }
  .poor {
    background: ${({ theme }) => theme.color.danger};
  }
`;

const Working = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
