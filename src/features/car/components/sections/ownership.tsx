import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import { consumptionKwhPer100, DEFAULT_MIX, mixPricePerKwh, ownershipCost } from '../../../../lib/calculators/running-costs.js';
import type { CarMoney } from '../../../../lib/car-money.js';
import { formatByn, formatDecimal, formatNumber } from '../../../../lib/format.js';
import { Assumptions, Calculator, Fields, Note, NumberField, Result, Results, useNumber } from './fields.js';
import { PriceOrigins } from './price-origins.js';

/** Issue 9 ownership cost: years and mileage, where the car is charged, service and insurance; totals in BYN. */
export default function Ownership({ specs, money }: { specs: CarSpecs; money: CarMoney }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const nightId = useId();
  const years = useNumber(5, { min: 1, max: 8 });
  const km = useNumber(15_000, { min: 1000, max: 100_000 });
  const home = useNumber(DEFAULT_MIX.home * 100, { min: 0, max: 100 });
  const dc = useNumber(DEFAULT_MIX.publicDc * 100, { min: 0, max: 100 });
  const insurance = useNumber(0, { min: 0, max: 100_000 });
  const [night, setNight] = useState(DEFAULT_MIX.nightRate);
  const consumption = consumptionKwhPer100(specs);
  if (consumption === null) return <p>{t('ownership.unknown')}</p>;
  const mix = { home: home.value / 100, nightRate: night, publicDc: dc.value / 100 };
  const cost = ownershipCost({
    years: years.value,
    kmPerYear: km.value,
    consumptionPer100: consumption,
    mix,
    tariffs: money.tariffs,
    service: money.service,
    insurancePerYear: insurance.value,
  });
  const byn = (value: number) => formatByn(value, lang);

  return (
    <Calculator>
      <Fields>
        <NumberField label={t('ownership.years')} state={years} slider={{ step: 1 }} />
        <NumberField label={t('ownership.km')} unit={t('ownership.kmPerYear')} state={km} slider={{ step: 1000 }} />
        <NumberField label={t('ownership.home')} unit="%" state={home} slider={{ step: 10 }} hint={t('ownership.homeHint')} />
        <NumberField label={t('ownership.dc')} unit="%" state={dc} slider={{ step: 10 }} hint={t('ownership.dcHint')} />
        <Check>
          <input id={nightId} type="checkbox" checked={night} onChange={(event) => setNight(event.target.checked)} />
          <label htmlFor={nightId}>{t('ownership.night', { price: formatDecimal(money.tariffs.homeNight, lang, 4) })}</label>
        </Check>
        <NumberField
          label={t('ownership.insurance')}
          unit={t('ownership.bynPerYear')}
          state={insurance}
          hint={t('ownership.insuranceHint')}
        />
      </Fields>
      <Results label={t('calc.results')}>
        <Result label={t('ownership.energy')} value={byn(cost.energy)} />
        <Result label={t('ownership.maintenance')} value={byn(cost.maintenance)} />
        <Result label={t('ownership.insuranceTotal')} value={byn(cost.insurance)} />
        <Result label={t('ownership.total', { count: years.value })} value={byn(cost.total)} strong />
        <Result label={t('ownership.perKm')} value={`${formatNumber(cost.perKm, lang, 2)}\u00a0BYN`} />
      </Results>
      <Assumptions>
        <Note>
          {t('ownership.method', {
            consumption: formatDecimal(consumption, lang, 1),
            price: formatDecimal(mixPricePerKwh(mix, money.tariffs), lang, 3),
            interval: formatNumber(money.service.intervalKm, lang),
            visit: byn(money.service.visitPrice),
            check: byn(money.service.batteryCheckPrice),
          })}
        </Note>
        <PriceOrigins origins={[money.origins.home, money.origins.public]} />
      </Assumptions>
    </Calculator>
  );
}

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
