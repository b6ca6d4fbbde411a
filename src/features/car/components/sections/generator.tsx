import { useTranslation } from 'react-i18next';
import type { CarSpecs } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
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
  const fuel = formatDecimal(specs.fuelConsumption, lang, 2);
  return (
    <Note>
      {specs.fuelCycle
        ? t('generator.method', { fuel, cycle: specs.fuelCycle, grade: money.petrol.grade })
        : t('generator.methodNoCycle', { fuel, grade: money.petrol.grade })}
    </Note>
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
