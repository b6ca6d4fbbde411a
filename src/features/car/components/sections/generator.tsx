import { useTranslation } from 'react-i18next';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import { DEFAULT_PETROL_SHARE } from '../../../../lib/calculators/running-costs.js';
import type { CarMoney } from '../../../../lib/car-money.js';
import { formatDecimal } from '../../../../lib/format.js';
import { Note, NumberField, type useNumber } from './fields.js';

/**
 * How a calculator counts a range-extender hybrid's petrol (issue 24): the generator's fuel
 * use with its cycle, and the share of kilometres the buyer sets; or, where nobody could
 * confirm the fuel use, that petrol is left out. Nothing for an electric car.
 */
export function GeneratorNote({ specs, money }: { specs: CarSpecs; money: CarMoney }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  if (specs.type !== 'hybrid') return null;
  if (specs.fuelConsumption === undefined) return <Note>{t('generator.unknown')}</Note>;
  const values = {
    fuel: formatDecimal(specs.fuelConsumption, lang, 2),
    grade: money.petrol.grade,
    share: Math.round(DEFAULT_PETROL_SHARE * 100),
  };
  return (
    <Note>{specs.fuelCycle ? t('generator.method', { ...values, cycle: specs.fuelCycle }) : t('generator.methodNoCycle', values)}</Note>
  );
}

/** The share of kilometres a range-extender hybrid drives on petrol: the calculators' assumption, which the buyer sets. */
export function PetrolShareField({ state }: { state: ReturnType<typeof useNumber> }) {
  const { t } = useTranslation('car');
  return (
    <NumberField
      label={t('ownership.petrolShare')}
      kind="percent"
      state={state}
      slider={{ step: 5 }}
      hint={t('ownership.petrolShareHint')}
    />
  );
}
