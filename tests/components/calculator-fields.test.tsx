/**
 * The calculators' limits as a visitor reads them (the hint under each field, which is also
 * the field's accessible description): a year with its digits as they are, never grouped
 * like a number, and a percentage by each language's rule. And while a field is wrong, no
 * result shows a figure worked out from an earlier input.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOffers, getRunningCosts, getServices } from '../../content/index.js';
import { toCarMoney } from '../../src/lib/car-money.js';
import Leasing from '../../src/features/car/components/sections/leasing.js';
import TradeIn from '../../src/features/car/components/sections/trade-in.js';
import { renderWithProviders } from './render.js';

const money = (lang: 'ru' | 'en') =>
  toCarMoney({
    offers: getOffers(),
    runningCosts: getRunningCosts(),
    typicalRatePercent: getServices().financing.example.ratePercent,
    usdToByn: 3,
    lang,
    date: '2026-01-01',
  });

describe('the trade-in year of manufacture', () => {
  it.each([
    ['ru', 'Год выпуска', 'От 1996 до 2026'],
    ['en', 'Year of manufacture', 'From 1996 to 2026'],
  ] as const)('%s: its limits are years, not numbers with a thousands separator', (lang, label, limits) => {
    renderWithProviders(<TradeIn priceUSD={50_000} usdRate={3} currentYear={2026} />, { lang, strings: ['car'] });
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(limits);
  });
});

describe('the leasing down payment', () => {
  it.each([
    ['ru', 'Первый взнос', (max: number) => `От 0\u00a0% до ${max}\u00a0%`, '20\u00a0%'],
    ['en', 'Deposit', (max: number) => `From 0% to ${max}%`, '20%'],
  ] as const)('%s: a percentage in the limits and the slider follows the language', (lang, label, limits, spoken) => {
    const carMoney = money(lang);
    renderWithProviders(<Leasing priceBYN={150_000} money={carMoney} />, { lang, strings: ['car'] });
    const field = screen.getByRole('textbox', { name: `${label}, %` });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(limits(carMoney.leasing.maxDownPercent)));
    expect(screen.getByRole('slider', { name: label })).toHaveAttribute('aria-valuetext', spoken);
  });
});

describe('a wrong field stops the results', () => {
  it.each([
    ['ru', 'Первый взнос, %', 'Исправьте поле «Первый взнос», чтобы увидеть расчёт.', 'Ежемесячный платёж', '50\u00a0%'],
    ['en', 'Deposit, %', 'Correct the “Deposit” field to see the figures.', 'Monthly payment', '50%'],
  ] as const)(
    '%s: a down payment over the limit (70) shows no payment, says which field to correct, and the slider follows it',
    (lang, label, fix, monthly, spoken) => {
      renderWithProviders(<Leasing priceBYN={150_000} money={money(lang)} />, { lang, strings: ['car'] });
      const payment = () => screen.getByText(monthly).nextElementSibling!;
      expect(payment().textContent).toMatch(/\d/);
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '70' } });
      expect(payment()).toHaveTextContent(/^—$/);
      expect(screen.getByText(fix)).toBeInTheDocument();
      // Every figure is a dash, none left from 20 %.
      const list = screen.getByText(monthly).closest('dl')!;
      for (const value of within(list).getAllByRole('definition')) expect(value).toHaveTextContent(/^—$/);
      expect(screen.getByRole('slider', { name: label.replace(', %', '') })).toHaveAttribute('aria-valuetext', spoken);
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '30' } });
      expect(payment().textContent).toMatch(/\d/);
      expect(screen.queryByText(fix)).toBeNull();
    },
  );

  it('names every wrong field of the trade-in estimate (RU)', () => {
    renderWithProviders(<TradeIn priceUSD={50_000} usdRate={3} currentYear={2026} />, { lang: 'ru', strings: ['car'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Год выпуска' }), { target: { value: '1900' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Пробег, км' }), { target: { value: '' } });
    expect(screen.getByText('Исправьте поля «Год выпуска» и «Пробег», чтобы увидеть расчёт.')).toBeInTheDocument();
    expect(screen.getByText('Оценочная стоимость').nextElementSibling).toHaveTextContent(/^—$/);
  });
});
