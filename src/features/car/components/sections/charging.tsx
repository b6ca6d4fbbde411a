import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  CHARGERS,
  chargingEstimate,
  CHARGING_EFFICIENCY,
  DAILY_TARGET,
  DC_TAPER_SHARE,
  defaultCharger,
  LOWEST_LEVEL,
  speedLabel,
  START_LEVEL,
  TAPER_FROM,
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
  /** The charging guide keeps the choice in its URL; the car page leaves it here. */
  choice?: { value: ChargerId; onChange: (id: ChargerId) => void };
  /** Told what the closed panel says: the daily charge's time for the charger chosen. */
  onHeadline?: HeadlineListener;
}

/** docs/decisions/pages-catalogue-and-car.md#charging: five charger types, one chosen (ultra-fast by default), times and cost for this car's battery. */
export default function Charging({ specs, money, choice, onHeadline }: ChargingProps) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const [own, setOwn] = useState<ChargerId>(defaultCharger(specs.maxChargePowerDC));
  const chosen = choice?.value ?? own;
  const setChosen = choice?.onChange ?? setOwn;
  const charger = CHARGERS.find((c) => c.id === chosen)!;
  const estimate = specs.battery === undefined ? null : chargingEstimate(charger, specs.battery, specs.maxChargePowerDC, money.tariffs);
  const daily = estimate?.minutes.find((entry) => entry.target === DAILY_TARGET)?.minutes;
  useEffect(() => {
    onHeadline?.(daily === undefined ? null : chargingMessage({ charger: chosen, from: START_LEVEL, to: DAILY_TARGET, minutes: daily }));
  }, [onHeadline, chosen, daily]);
  if (estimate === null) return <p>{t('charging.noBattery')}</p>;
  const kw = (value: number) => `${formatDecimal(value, lang, 1)}\u00a0${t('units.kw')}`;
  const power = (c: (typeof CHARGERS)[number]) =>
    c.kw.min === c.kw.max ? kw(c.kw.min) : `${formatNumber(c.kw.min, lang)}–${kw(c.kw.max)}`;
  // The keys come from the figures, so they are not literal keys for the types.
  const duration = (minutes: number) => messageText(t as unknown as (key: string, values?: object) => string, durationMessage(minutes));

  return (
    <ChoiceLayout>
      <FieldsetReset>
        <legend>{t('charging.choose')}</legend>
        <ChoiceList>
          {CHARGERS.map((c) => (
            <li key={c.id}>
              <Choice $checked={c.id === chosen}>
                <input type="radio" name="charger" value={c.id} checked={c.id === chosen} onChange={() => setChosen(c.id)} />
                <span>
                  <strong>{t(`charging.types.${c.id}`)}</strong>
                  <Detail>
                    {c.current} · {power(c)}
                  </Detail>
                  <Speed>{t(`charging.speed.${speedLabel(c.kw.min)}`)}</Speed>
                </span>
              </Choice>
            </li>
          ))}
        </ChoiceList>
      </FieldsetReset>
      <Results
        label={t('calc.results')}
        note={
          estimate.limitedByCar
            ? t('charging.limitedByCar', { kw: kw(estimate.powerKw) })
            : charger.current === 'DC' && specs.maxChargePowerDC === undefined
              ? t('charging.dcUnknown')
              : null
        }
      >
        <Result label={t('charging.power')} value={kw(estimate.powerKw)} />
        {estimate.minutes.map(({ target, minutes }) => (
          <Result
            key={target}
            label={t('charging.to', { from: START_LEVEL, to: target })}
            value={duration(minutes)}
            strong={target === DAILY_TARGET}
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
            taper: TAPER_FROM,
            share: Math.round(DC_TAPER_SHARE * 100),
            losses: Math.round((1 - CHARGING_EFFICIENCY) * 100),
          })}
        </Note>
        <Note>{t('charging.acNote')}</Note>
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
