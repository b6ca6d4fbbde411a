import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Field, Input } from '../../../../components/ui/form-controls.js';
import type { Lang } from '../../../../../shared/lang.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  CONDITION_FACTORS,
  CONDITIONS,
  EXPECTED_KM_PER_YEAR,
  MILEAGE_CAP_SHARE,
  MILEAGE_STEP_KM,
  MILEAGE_STEP_SHARE,
  RANGE_SHARE,
  TRADE_IN_START,
  tradeInEstimate,
  YEARLY_LOSS,
  type Condition,
} from '../../../../lib/calculators/trade-in.js';
import { fieldsToFix } from '../../../../lib/calculators/number-input.js';
import { tradeInMessage, type HeadlineListener } from '../../../../lib/car-headline-text.js';
import { formatByn, formatNumber, formatPercent, formatUsd, formatUsdRange, formatBynRange, usdToByn } from '../../../../lib/format.js';
import { media } from '../../../../styles/theme.js';
import { Calculator, Fields, Note, NumberField, Result, Results, SelectField, useNumber } from './fields.js';

interface TradeInProps {
  priceUSD: number;
  usdRate: number;
  /** The year the page was built for: ages are counted from it, never from the visitor's clock during render. */
  currentYear: number;
  /** Told what the closed panel says (the estimate) each time it changes, null while a field is wrong. */
  onHeadline?: HeadlineListener;
}

/** Issue 9 trade-in: the visitor's car in, an estimated value range and what is left to pay out. */
export default function TradeIn({ priceUSD, usdRate, currentYear, onHeadline }: TradeInProps) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const [model, setModel] = useState('');
  const [condition, setCondition] = useState<Condition>(TRADE_IN_START.condition);
  const year = useNumber(currentYear - TRADE_IN_START.ageYears, { min: currentYear - 30, max: currentYear });
  const mileage = useNumber(TRADE_IN_START.mileageKm, { min: 0, max: 1_000_000 });
  const priceNew = useNumber(TRADE_IN_START.priceNewUsd, { min: 1000, max: 500_000 });
  const estimate = tradeInEstimate({ priceNewUsd: priceNew.value, year: year.value, mileageKm: mileage.value, condition, currentYear });
  const both = (usd: number) => `${formatByn(usdToByn(usd, usdRate), lang)} (${formatUsd(usd, lang)})`;
  const left = (usd: number) => Math.max(0, priceUSD - usd);
  const fix = fieldsToFix([
    [t('tradeIn.year'), year],
    [t('tradeIn.mileage'), mileage],
    [t('tradeIn.priceNew'), priceNew],
  ]);
  const valid = fix.length === 0;
  const ageYears = currentYear - year.value;
  const { low, high } = estimate.usd;
  useEffect(() => {
    onHeadline?.(valid ? tradeInMessage({ ageYears, priceNewUsd: priceNew.value, lowUsd: low, highUsd: high }, lang) : null);
  }, [onHeadline, valid, ageYears, priceNew.value, low, high, lang]);

  return (
    <Calculator>
      <Fields>
        <ModelField label={t('tradeIn.model')}>
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="off"
              value={model}
              onChange={(event) => setModel(event.target.value)}
              placeholder={t('tradeIn.modelPlaceholder')}
            />
          )}
        </ModelField>
        <NumberField label={t('tradeIn.year')} kind="year" state={year} />
        <NumberField label={t('tradeIn.mileage')} unit={t('units.km')} state={mileage} />
        <NumberField label={t('tradeIn.priceNew')} unit="USD" state={priceNew} hint={t('tradeIn.priceNewHint')} />
        <SelectField
          label={t('tradeIn.condition')}
          value={condition}
          onChange={(value) => setCondition(value as Condition)}
          options={CONDITIONS.map((value) => ({ value, label: t(`tradeIn.conditions.${value}`) }))}
        />
      </Fields>
      <Results label={t('calc.results')} note={t('tradeIn.afterInspection')} fix={fix}>
        <Result
          label={model.trim() ? t('tradeIn.valueOf', { model: model.trim() }) : t('tradeIn.value')}
          value={formatUsdRange(estimate.usd.low, estimate.usd.high, lang)}
          strong
        />
        <Result
          label={t('tradeIn.valueByn')}
          value={formatBynRange(usdToByn(estimate.usd.low, usdRate), usdToByn(estimate.usd.high, usdRate), lang)}
        />
        <Result label={t('tradeIn.toPay')} value={both(left(estimate.usd.mid))} />
      </Results>
      <Note>
        {t('tradeIn.method', {
          yearly: Math.round(YEARLY_LOSS * 100),
          step: formatNumber(MILEAGE_STEP_KM, lang),
          expected: formatNumber(EXPECTED_KM_PER_YEAR, lang),
          shift: Math.round(MILEAGE_STEP_SHARE * 100),
          cap: Math.round(MILEAGE_CAP_SHARE * 100),
          ...(Object.fromEntries(CONDITIONS.map((c) => [c, conditionShift(CONDITION_FACTORS[c], lang)])) as Record<Condition, string>),
          range: Math.round(RANGE_SHARE * 100),
        })}
      </Note>
    </Calculator>
  );
}

/** A condition's effect as written: «+5 %», "0", "−10%" (the language's percent rule). */
function conditionShift(factor: number, lang: Lang): string {
  const percent = Math.round((factor - 1) * 100);
  if (percent === 0) return '0';
  return `${percent > 0 ? '+' : '−'}${formatPercent(Math.abs(percent), lang)}`;
}

const ModelField = styled(Field)`
  ${media.up('sm')} {
    grid-column: 1 / -1;
  }
`;
