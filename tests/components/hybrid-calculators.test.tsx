/**
 * The ownership and fuel-savings calculators count a range-extender hybrid's petrol (issue 24):
 * a share of kilometres on the generator the buyer sets, at the generator's sourced fuel use,
 * and say so; an electric car has no such field; a hybrid whose fuel use nobody could confirm
 * says petrol is left out.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCars, getOffers, getRunningCosts, getServices } from '../../content/index.js';
import FuelSavings from '../../src/features/car/components/sections/fuel-savings.js';
import Ownership from '../../src/features/car/components/sections/ownership.js';
import { toCarMoney } from '../../src/lib/car-money.js';
import { renderWithProviders } from './render.js';

const money = toCarMoney({
  offers: getOffers(),
  runningCosts: getRunningCosts(),
  typicalRatePercent: getServices().financing.example.ratePercent,
  usdToByn: 3,
  lang: 'en',
  date: '2026-01-01',
});
const hybrid = getCars().find((car) => car.specs.type === 'hybrid' && car.specs.fuelConsumption !== undefined)!;
const electric = getCars().find((car) => car.specs.type === 'electric' && car.specs.battery !== undefined)!;
const result = (label: string) => screen.getByText(label).parentElement!;

describe('a range-extender hybrid in the calculators', () => {
  it('ownership: petrol for the generator is a result, changes with the share on petrol, and the note gives the fuel use', () => {
    renderWithProviders(<Ownership specs={hybrid.specs} money={money} />, { lang: 'en', strings: ['car'] });
    const petrol = () => result('Petrol for the generator').textContent;
    const at20 = petrol();
    expect(at20).toMatch(/[1-9]/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Driven on petrol, %' }), { target: { value: '40' } });
    expect(petrol()).not.toBe(at20);
    expect(screen.getByText(/^Petrol: the generator uses/)).toHaveTextContent(String(hybrid.specs.fuelConsumption));
  });

  it("fuel savings: the generator's petrol a year is shown beside the electricity", () => {
    renderWithProviders(<FuelSavings specs={hybrid.specs} money={money} />, { lang: 'en', strings: ['car'] });
    expect(result('Petrol for the generator a year').textContent).toMatch(/[1-9]/);
  });

  it('without a confirmed fuel use, says petrol is left out and asks for no share', () => {
    const specs = { ...hybrid.specs, fuelConsumption: undefined, fuelCycle: undefined };
    renderWithProviders(<Ownership specs={specs} money={money} />, { lang: 'en', strings: ['car'] });
    expect(screen.getByText(/petrol is left out/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Driven on petrol, %' })).toBeNull();
  });

  it('an electric car has no petrol in either calculator', () => {
    renderWithProviders(
      <>
        <Ownership specs={electric.specs} money={money} />
        <FuelSavings specs={electric.specs} money={money} />
      </>,
      { lang: 'en', strings: ['car'] },
    );
    expect(screen.queryByText(/Petrol for the generator/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Driven on petrol, %' })).toBeNull();
  });
});
