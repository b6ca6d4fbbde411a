/**
 * An unconfirmed figure is marked quietly (issue 24): a dash with a footnote mark, read out
 * as "not confirmed", and one footnote on the page that says what the mark means.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCars } from '../../content/index.js';
import { CarFigures } from '../../src/features/car/components/car-figures.js';
import { toCarDetail } from '../../src/lib/car-model.js';
import { renderWithProviders } from './render.js';

/** A car with its weight taken out, as a car whose weight nobody could source has it. */
function carWithoutWeight() {
  const car = toCarDetail(getCars()[0]!, 'ru', 3);
  return { ...car, specs: { ...car.specs, weight: undefined } };
}

describe('a figure without a source', () => {
  it.each([
    ['ru', 'не подтверждено', /^\* Не подтверждено/],
    ['en', 'not confirmed', /^\* Not confirmed/],
  ] as const)('%s: is a dash with a mark, read as not confirmed, and the footnote says why once', (lang, spoken, note) => {
    renderWithProviders(<CarFigures car={carWithoutWeight()} figures={['seats', 'weight']} label="figures" layout="table" footnote />, {
      lang,
      strings: ['car'],
    });
    expect(screen.getByLabelText('figures')).toHaveTextContent(`—*${spoken}`);
    expect(screen.getAllByText(note)).toHaveLength(1);
  });

  it('leaves the footnote to another list on the page when told to', () => {
    renderWithProviders(
      <CarFigures car={carWithoutWeight()} figures={['seats', 'weight']} label="figures" layout="table" footnote={false} />,
      { lang: 'en', strings: ['car'] },
    );
    expect(screen.getByLabelText('figures')).toHaveTextContent('—*not confirmed');
    expect(screen.queryByText(/^\* Not confirmed/)).toBeNull();
  });

  it('adds no footnote where every figure has a source', () => {
    renderWithProviders(<CarFigures car={carWithoutWeight()} figures={['seats']} label="figures" layout="table" footnote />, {
      lang: 'en',
      strings: ['car'],
    });
    expect(screen.queryByText(/not confirmed/i)).toBeNull();
  });
});
