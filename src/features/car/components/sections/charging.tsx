import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  carDcLimit,
  CHARGERS,
  chargerLabel,
  chargingEstimate,
  commonStationTime,
  CHARGING_EFFICIENCY,
  CURVE,
  DAILY_TARGET,
  dcFacts,
  defaultCharger,
  fastestDcTime,
  LOWEST_LEVEL,
  speedLabel,
  START_LEVEL,
  type ChargerId,
} from '../../../../lib/ev/charging.js';
import type { CarMoney } from '../../../../lib/car-money.js';
import { chargingMessage, durationMessage, messageText, type HeadlineListener } from '../../../../lib/car-headline-text.js';
import { formatDecimal, formatNumber } from '../../../../lib/format.js';
import { media } from '../../../../styles/theme.js';
import { Choice, ChoiceLayout, ChoiceList, Note, Result, Results } from './fields.js';
import { FieldsetReset } from '../../../../components/ui/form-controls.js';
import { PriceOrigins } from './price-origins.js';

interface ChargingProps {
  specs: CarSpecs;
  money: CarMoney;
  /** Who published the maker's DC time (the car's source naming `dcChargeTime`), said beside it. */
  makerSource?: string;
  /** The charging guide keeps the choice in its URL; the car page leaves it here. */
  choice?: { value: ChargerId; onChange: (id: ChargerId) => void };
  /** Told what the closed panel says: the daily charge's time for the charger chosen. */
  onHeadline?: HeadlineListener;
}

/**
 * docs/decisions/pages-catalogue-and-car.md#charging: five charger types, one chosen, times and cost for this car's
 * battery (lib/ev/charging.ts, DECISIONS 41): the maker's DC time where published, the model's otherwise, and
 * "not confirmed" on DC where neither a maker's time nor a peak is known.
 */
export default function Charging({ specs, money, makerSource, choice, onHeadline }: ChargingProps) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const facts = dcFacts(specs);
  const [own, setOwn] = useState<ChargerId>(defaultCharger(facts));
  const chosen = choice?.value ?? own;
  const setChosen = choice?.onChange ?? setOwn;
  const charger = CHARGERS.find((c) => c.id === chosen)!;
  const estimate = facts === null ? null : chargingEstimate(charger, facts, money.tariffs);
  const fastest = facts && fastestDcTime(facts);
  const daily = estimate?.minutes.find((entry) => entry.target === DAILY_TARGET)?.minutes;
  useEffect(() => {
    if (!onHeadline || estimate === null) return;
    const label = chargerLabel(chosen);
    if (chosen === 'ultra-fast' && fastest)
      onHeadline(chargingMessage({ charger: label, ...fastest, station: commonStationTime(facts, fastest) }));
    else if (daily != null)
      onHeadline(chargingMessage({ charger: label, from: START_LEVEL, to: DAILY_TARGET, minutes: daily, basis: 'model', station: null }));
    else onHeadline({ key: 'headlines.chargingDcUnknown' });
    // The estimate is recomputed each render; what the headline says depends only on these.
  }, [onHeadline, chosen, daily, fastest?.minutes, fastest?.from, fastest?.to, fastest?.basis]); // eslint-disable-line react-hooks/exhaustive-deps
  if (facts === null || estimate === null) return <p>{t('charging.noBattery')}</p>;
  const kw = (value: number) => `${formatDecimal(value, lang, 1)}\u00a0${t('units.kw')}`;
  const limit = carDcLimit(facts);
  const power = (c: (typeof CHARGERS)[number]) => {
    if (c.assumedKw === null) {
      if (limit === null) return t('charging.carLimitUnknown');
      return limit.published ? t('charging.carLimit', { kw: kw(limit.kw) }) : t('charging.carLimitUnpublished');
    }
    return c.kw.min === c.kw.max ? kw(c.kw.min) : `${formatNumber(c.kw.min, lang)}–${kw(c.kw.max)}`;
  };
  const speed = (c: (typeof CHARGERS)[number]) => {
    if (c.current === 'AC') return t(`charging.speed.${speedLabel(c.kw.min)}`);
    const label = chargingEstimate(c, facts, money.tariffs).speed;
    return label === null ? t('notConfirmed') : t(`charging.speed.${label}`);
  };
  // The keys come from the figures, so they are not literal keys for the types.
  const duration = (minutes: number | null) =>
    minutes === null ? t('notConfirmed') : messageText(t as unknown as (key: string, values?: object) => string, durationMessage(minutes));
  /** Each charger's everyday charge beside its name, so that the home socket's hours are read without choosing it. */
  const dailyTime = (c: (typeof CHARGERS)[number]) => {
    const daily = chargingEstimate(c, facts, money.tariffs).minutes.find((entry) => entry.target === DAILY_TARGET);
    if (!daily || daily.minutes === null) return null;
    const time = daily.basis === 'maker' ? duration(daily.minutes) : `≈\u00a0${duration(daily.minutes)}`;
    return t('charging.optionTime', { from: START_LEVEL, to: DAILY_TARGET, time });
  };
  const dcNote =
    charger.current !== 'DC'
      ? null
      : limit === null
        ? t('charging.dcUnknown')
        : estimate.limitedByCar
          ? t('charging.limitedByCar', { kw: kw(limit.kw) })
          : charger.assumedKw === null
            ? t('charging.fullPower')
            : null;

  return (
    <ChoiceLayout>
      <FieldsetReset>
        <legend>{t('charging.choose')}</legend>
        <ChoiceList>
          {CHARGERS.map((c) => {
            const time = dailyTime(c);
            return (
              <li key={c.id}>
                <Choice $checked={c.id === chosen}>
                  <input type="radio" name="charger" value={c.id} checked={c.id === chosen} onChange={() => setChosen(c.id)} />
                  <span>
                    <strong>{t(`charging.types.${chargerLabel(c.id)}`)}</strong>
                    <Detail>
                      {c.current} · {power(c)}
                    </Detail>
                    <Speed>{speed(c)}</Speed>
                    {time && <Detail>{time}</Detail>}
                  </span>
                </Choice>
              </li>
            );
          })}
        </ChoiceList>
      </FieldsetReset>
      <Results label={t('calc.results')} note={dcNote}>
        {chosen === 'ultra-fast' && facts.makerTime && (
          <Result
            label={makerSource ? t('charging.makerFrom', { source: makerSource }) : t('charging.maker')}
            value={t('charging.window', { from: facts.makerTime.from, to: facts.makerTime.to, time: duration(facts.makerTime.minutes) })}
            strong
          />
        )}
        <Result label={t('charging.power')} value={estimate.powerKw === null ? t('notConfirmed') : kw(estimate.powerKw)} />
        {estimate.minutes.map(({ target, minutes, basis }) => (
          <Result
            key={target}
            label={t('charging.to', { from: START_LEVEL, to: target })}
            // The model's time is an estimate and says so; the maker's is shown as published.
            value={minutes !== null && basis !== 'maker' ? `≈\u00a0${duration(minutes)}` : duration(minutes)}
            strong={target === DAILY_TARGET && !(chosen === 'ultra-fast' && facts.makerTime)}
          />
        ))}
        <Result
          label={t('charging.cost', { from: START_LEVEL, to: DAILY_TARGET })}
          value={`≈\u00a0${formatDecimal(estimate.dailyChargeCost, lang, 2)}\u00a0BYN`}
        />
      </Results>
      <Notes>
        <Note>
          {t('charging.method', {
            start: START_LEVEL,
            cRate: CURVE.cRate,
            peakAt80: Math.round(CURVE.peakAt80 * 100),
            full: CURVE.fullUntil,
            at80: Math.round(CURVE.shareAt80 * 100),
            at100: Math.round(CURVE.shareAt100 * 100),
            losses: Math.round((1 - CHARGING_EFFICIENCY) * 100),
          })}
        </Note>
        <Note>{t('charging.acNote')}</Note>
        <Note>{t('charging.connector')}</Note>
        <Note>{t('charging.network', { network: money.networks[0]!.name })}</Note>
        <PriceOrigins origins={[money.origins.home, money.origins.networks[0]!]} />
        <Tips>
          <li>{t('charging.tips.daily', { target: DAILY_TARGET })}</li>
          <li>{t('charging.tips.low', { min: LOWEST_LEVEL })}</li>
        </Tips>
      </Notes>
    </ChoiceLayout>
  );
}

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Speed = styled.span`
  font-weight: 600;
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('lg')} {
    grid-column: 1 / -1;
  }
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-weight: 600;
`;
