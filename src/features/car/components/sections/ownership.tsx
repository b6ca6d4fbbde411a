import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarSpecs } from '../../../../../content/schema.js';
import { Field, Select } from '../../../../components/ui/form-controls.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  consumptionKwhPer100,
  DEFAULT_KM_PER_YEAR,
  DEFAULT_MIX,
  DEFAULT_PETROL_SHARE,
  DEFAULT_YEARS,
  generatorUse,
  KM_PER_YEAR_LIMITS,
  YEARS_LIMITS,
  mixPricePerKwh,
  ownershipCost,
} from '../../../../lib/calculators/running-costs.js';
import { fieldsToFix } from '../../../../lib/calculators/number-input.js';
import { CHARGING_EFFICIENCY } from '../../../../lib/ev/charging.js';
import { withNetwork, type CarMoney } from '../../../../lib/car-money.js';
import { ownershipMessage, type HeadlineListener } from '../../../../lib/car-headline-text.js';
import { formatByn, formatDecimal, formatNumber } from '../../../../lib/format.js';
import { Assumptions, Calculator, Fields, Note, NumberField, Result, Results, useNumber } from './fields.js';
import { GeneratorNote, PetrolShareField } from './generator.js';
import { PriceOrigins } from './price-origins.js';

/** Issue 9 ownership cost: years and mileage, where the car is charged, service and insurance; totals in BYN. */
export default function Ownership({
  specs,
  money,
  onHeadline,
}: {
  specs: CarSpecs;
  money: CarMoney;
  /** Told what the closed panel says (the total) each time it changes, null while a field is wrong. */
  onHeadline?: HeadlineListener;
}) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const years = useNumber(DEFAULT_YEARS, YEARS_LIMITS);
  const km = useNumber(DEFAULT_KM_PER_YEAR, KM_PER_YEAR_LIMITS);
  const home = useNumber(DEFAULT_MIX.home * 100, { min: 0, max: 100 });
  const dc = useNumber(DEFAULT_MIX.publicDc * 100, { min: 0, max: 100 });
  const insurance = useNumber(0, { min: 0, max: 100_000 });
  const petrolShare = useNumber(DEFAULT_PETROL_SHARE * 100, { min: 0, max: 100 });
  const [night, setNight] = useState(DEFAULT_MIX.nightRate);
  const [networkId, setNetworkId] = useState(money.networks[0]!.id);
  const network = money.networks.find((entry) => entry.id === networkId) ?? money.networks[0]!;
  const tariffs = withNetwork(money.tariffs, network);
  const consumption = consumptionKwhPer100(specs);
  const mix = { home: home.value / 100, nightRate: night, publicDc: dc.value / 100 };
  const generator = generatorUse(specs, petrolShare.value / 100, money.petrol.pricePerLitre);
  const cost = ownershipCost({
    years: years.value,
    kmPerYear: km.value,
    consumptionPer100: consumption ?? 0,
    mix,
    tariffs,
    service: money.service,
    insurancePerYear: insurance.value,
    generator,
  });
  const byn = (value: number) => formatByn(value, lang);
  const fix = fieldsToFix([
    [t('ownership.years'), years],
    [t('ownership.km'), km],
    [t('ownership.home'), home],
    [t('ownership.dc'), dc],
    [t('ownership.insurance'), insurance],
    ...(generator ? [[t('ownership.petrolShare'), petrolShare] as const] : []),
  ]);
  const total = consumption === null || fix.length > 0 ? null : Math.round(cost.total);
  // Primitives only: a new object each render (the generator's) would tell the page again, and again.
  const withPetrol = generator !== undefined;
  const withInsurance = insurance.value > 0;
  useEffect(() => {
    onHeadline?.(
      total === null ? null : ownershipMessage({ total, years: years.value, kmPerYear: km.value, withPetrol, withInsurance }, lang),
    );
  }, [onHeadline, total, years.value, km.value, withPetrol, withInsurance, lang]);
  if (consumption === null) return <p>{t('ownership.unknown')}</p>;

  return (
    <Calculator>
      <Fields>
        <NumberField label={t('ownership.years')} state={years} slider={{ step: 1 }} />
        <NumberField label={t('ownership.km')} unit={t('units.km')} state={km} slider={{ step: 1000 }} />
        <NumberField label={t('ownership.home')} kind="percent" state={home} slider={{ step: 10 }} hint={t('ownership.homeHint')} />
        <NumberField label={t('ownership.dc')} kind="percent" state={dc} slider={{ step: 10 }} hint={t('ownership.dcHint')} />
        {money.networks.length > 1 && (
          <Field
            label={t('ownership.network')}
            hint={t('ownership.networkPrices', { ac: formatDecimal(network.ac, lang, 2), dc: formatDecimal(network.dc, lang, 2) })}
          >
            {(control) => (
              <Select {...control} value={network.id} onChange={(event) => setNetworkId(event.target.value)}>
                {money.networks.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field layout="check" label={t('ownership.night', { price: formatDecimal(money.tariffs.homeNight, lang, 4) })}>
          {(control) => <input {...control} type="checkbox" checked={night} onChange={(event) => setNight(event.target.checked)} />}
        </Field>
        {generator && <PetrolShareField state={petrolShare} />}
        <NumberField
          label={t('ownership.insurance')}
          unit={t('ownership.bynPerYear')}
          state={insurance}
          hint={t('ownership.insuranceHint')}
        />
      </Fields>
      <Results label={t('calc.results')} fix={fix}>
        <Result label={t('ownership.energy')} value={byn(cost.energy)} />
        {generator && <Result label={t('ownership.petrol')} value={byn(cost.petrol)} />}
        <Result label={t('ownership.maintenance')} value={byn(cost.maintenance)} />
        <Result label={t('ownership.insuranceTotal')} value={byn(cost.insurance)} />
        <Result
          label={t('ownership.total', { count: years.value })}
          blockedLabel={t('ownership.totalAll')}
          value={byn(cost.total)}
          strong
        />
        <Result label={t('ownership.perKm')} value={`${formatNumber(cost.perKm, lang, 2)}\u00a0BYN`} />
      </Results>
      <Assumptions>
        <Note>
          {t('ownership.method', {
            losses: Math.round((1 - CHARGING_EFFICIENCY) * 100),
            consumption: formatDecimal(consumption, lang, 1),
            price: formatDecimal(mixPricePerKwh(mix, tariffs), lang, 3),
            interval: formatNumber(money.service.intervalKm, lang),
            visit: byn(money.service.visitPrice),
            check: byn(money.service.batteryCheckPrice),
          })}
        </Note>
        <GeneratorNote specs={specs} money={money} />
        <PriceOrigins origins={[money.origins.home, ...money.origins.networks, ...(generator ? [money.origins.petrol] : [])]} />
      </Assumptions>
    </Calculator>
  );
}
