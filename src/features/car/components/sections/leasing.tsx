import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leasingMessage, type HeadlineListener } from '../../../../lib/car-headline-text.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import { LEASING_START, leasingQuote } from '../../../../lib/calculators/leasing.js';
import { fieldsToFix } from '../../../../lib/calculators/number-input.js';
import type { CarMoney } from '../../../../lib/car-money.js';
import { formatByn, formatDecimal, formatPayment } from '../../../../lib/format.js';
import { Calculator, Fields, Note, NumberField, Result, Results, useNumber } from './fields.js';

/**
 * Issue 9 leasing: price, down payment, term and rate in; the annuity payment and totals out.
 * `onHeadline`: told what the closed panel says each time the result changes, null while a field is wrong.
 */
export default function Leasing({ priceBYN, money, onHeadline }: { priceBYN: number; money: CarMoney; onHeadline?: HeadlineListener }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const { leasing } = money;
  const price = useNumber(priceBYN, { min: 1000, max: 10_000_000 });
  const down = useNumber(LEASING_START.downPercent, { min: 0, max: leasing.maxDownPercent });
  const months = useNumber(LEASING_START.months, { min: leasing.minMonths, max: leasing.maxMonths });
  // A typical rate of the partners' programmes, not their lowest, which few get (issue 39).
  const rate = useNumber(leasing.typicalRatePercent, { min: 0, max: 40 });
  const quote = leasingQuote({ price: price.value, downPercent: down.value, months: months.value, ratePercent: rate.value });
  const byn = (value: number) => formatByn(Math.round(value), lang);
  const fix = fieldsToFix([
    [t('leasing.price'), price],
    [t('leasing.down'), down],
    [t('leasing.term'), months],
    [t('leasing.rate'), rate],
  ]);
  const monthly = fix.length > 0 ? null : Math.round(quote.monthly);
  useEffect(() => {
    onHeadline?.(
      monthly === null
        ? null
        : leasingMessage(
            {
              monthly,
              downPercent: down.value,
              months: months.value,
              ratePercent: rate.value,
              typicalRate: rate.value === leasing.typicalRatePercent,
            },
            lang,
          ),
    );
  }, [onHeadline, monthly, down.value, months.value, rate.value, leasing.typicalRatePercent, lang]);

  return (
    <Calculator>
      <Fields>
        <NumberField label={t('leasing.price')} unit="BYN" state={price} hint={t('leasing.priceHint')} />
        <NumberField label={t('leasing.down')} kind="percent" state={down} slider={{ step: 5 }} hint={t('leasing.downHint')} />
        <NumberField label={t('leasing.term')} unit={t('calc.months')} state={months} slider={{ step: 6 }} />
        <NumberField
          label={t('leasing.rate')}
          kind="percent"
          state={rate}
          decimals={1}
          hint={t('leasing.rateHint', { rate: formatDecimal(leasing.minRatePercent, lang) })}
        />
      </Fields>
      <Results label={t('calc.results')} note={t('leasing.disclaimer')} fix={fix}>
        <Result label={t('leasing.monthly')} value={formatPayment(quote.monthly, lang)} strong />
        <Result label={t('leasing.downAmount')} value={byn(quote.down)} />
        <Result label={t('leasing.financed')} value={byn(quote.financed)} />
        <Result label={t('leasing.totalPaid')} value={byn(quote.totalPaid)} />
        <Result label={t('leasing.overpayment')} value={byn(quote.overpayment)} />
      </Results>
      <Note>{t('leasing.formula')}</Note>
    </Calculator>
  );
}
