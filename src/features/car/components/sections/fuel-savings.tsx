import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  consumptionKwhPer100,
  DEFAULT_KM_PER_YEAR,
  DEFAULT_MIX,
  DEFAULT_PETROL_PER_100,
  DEFAULT_PETROL_SHARE,
  DEFAULT_YEARS,
  energyCostPerKm,
  fuelSavings,
  generatorUse,
  KM_PER_YEAR_LIMITS,
  mixPricePerKwh,
  YEARS_LIMITS,
} from '../../../../lib/calculators/running-costs.js';
import { fieldsToFix } from '../../../../lib/calculators/number-input.js';
import { CHARGING_EFFICIENCY } from '../../../../lib/ev/charging.js';
import type { CarMoney } from '../../../../lib/car-money.js';
import { fuelMessage, type HeadlineListener } from '../../../../lib/car-headline-text.js';
import { formatByn, formatDecimal } from '../../../../lib/format.js';
import { Assumptions, Calculator, Fields, Note, NumberField, Result, Results, useNumber } from './fields.js';
import { GeneratorNote, PetrolShareField } from './generator.js';
import { PriceOrigins } from './price-origins.js';

/** Issue 9 fuel savings: this car's energy against a petrol car's fuel, per year and over the years chosen. */
export default function FuelSavings({
  specs,
  money,
  onHeadline,
}: {
  specs: CarSpecs;
  money: CarMoney;
  /** Told what the closed panel says (the yearly saving) each time it changes, null while a field is wrong. */
  onHeadline?: HeadlineListener;
}) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const petrolPer100 = useNumber(DEFAULT_PETROL_PER_100, { min: 3, max: 30 });
  const petrolPrice = useNumber(money.petrol.pricePerLitre, { min: 0.5, max: 10 });
  const km = useNumber(DEFAULT_KM_PER_YEAR, KM_PER_YEAR_LIMITS);
  const years = useNumber(DEFAULT_YEARS, YEARS_LIMITS);
  const petrolShare = useNumber(DEFAULT_PETROL_SHARE * 100, { min: 0, max: 100 });
  const consumption = consumptionKwhPer100(specs);
  const pricePerKwh = mixPricePerKwh(DEFAULT_MIX, money.tariffs);
  // The same petrol, at the price the buyer enters, for the petrol car and this car's generator.
  const generator = generatorUse(specs, petrolShare.value / 100, petrolPrice.value);
  const savings = fuelSavings({
    years: years.value,
    kmPerYear: km.value,
    petrolPer100: petrolPer100.value,
    petrolPrice: petrolPrice.value,
    electricCostPerKm: energyCostPerKm(consumption ?? 0, pricePerKwh),
    generator,
  });
  const byn = (value: number) => formatByn(value, lang);
  const fix = fieldsToFix([
    [t('fuel.consumption'), petrolPer100],
    [t('fuel.price', { grade: money.petrol.grade }), petrolPrice],
    [t('ownership.km'), km],
    [t('ownership.years'), years],
    ...(generator ? [[t('ownership.petrolShare'), petrolShare] as const] : []),
  ]);
  const saved = consumption === null || fix.length > 0 ? null : Math.round(savings.savedPerYear);
  useEffect(() => {
    onHeadline?.(saved === null ? null : fuelMessage({ savedPerYear: saved, petrolPer100: petrolPer100.value, kmPerYear: km.value }, lang));
  }, [onHeadline, saved, petrolPer100.value, km.value, lang]);
  if (consumption === null) return <p>{t('ownership.unknown')}</p>;

  return (
    <Calculator>
      <Fields>
        <NumberField label={t('fuel.consumption')} unit={t('fuel.per100')} state={petrolPer100} decimals={1} />
        <NumberField label={t('fuel.price', { grade: money.petrol.grade })} unit={t('fuel.perLitre')} state={petrolPrice} decimals={2} />
        <NumberField label={t('ownership.km')} unit={t('units.km')} state={km} slider={{ step: 1000 }} />
        <NumberField label={t('ownership.years')} state={years} slider={{ step: 1 }} />
        {generator && <PetrolShareField state={petrolShare} />}
      </Fields>
      <Results label={t('calc.results')} fix={fix}>
        <Result label={t('fuel.petrolPerYear')} value={byn(savings.petrolPerYear)} />
        <Result label={t('fuel.electricPerYear')} value={byn(savings.electricPerYear)} />
        {generator && <Result label={t('fuel.generatorPerYear')} value={byn(savings.generatorPerYear)} />}
        <Result label={t('fuel.savedPerYear')} value={byn(savings.savedPerYear)} />
        <Result
          label={t('fuel.savedTotal', { count: years.value })}
          blockedLabel={t('fuel.savedAll')}
          value={byn(savings.savedTotal)}
          strong
        />
      </Results>
      <Assumptions>
        <Note>
          {t('fuel.method', {
            losses: Math.round((1 - CHARGING_EFFICIENCY) * 100),
            consumption: formatDecimal(consumption, lang, 1),
            home: Math.round(DEFAULT_MIX.home * 100),
            price: formatDecimal(pricePerKwh, lang, 3),
          })}
        </Note>
        <Note>{t('charging.network', { network: money.networks[0]!.name })}</Note>
        <GeneratorNote specs={specs} money={money} />
        <PriceOrigins origins={[money.origins.petrol, money.origins.home, money.origins.networks[0]!]} />
      </Assumptions>
    </Calculator>
  );
}
