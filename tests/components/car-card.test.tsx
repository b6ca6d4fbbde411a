// toHaveTextContent collapses whitespace, no-break spaces included, so expectations use plain spaces.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CarCard } from '../../src/components/car/car-card.js';
import { useSavedCars } from '../../src/components/hooks/use-saved-cars.js';
import { SAVED_CARS_KEY } from '../../src/lib/saved-cars.js';
import type { CarSummary } from '../../src/lib/car-model.js';
import { toPicture } from '../../src/lib/pictures.js';
import { renderWithProviders } from './render.js';

const car: CarSummary = {
  id: 25,
  slug: 'zeekr-001-you',
  name: 'Zeekr 001 YOU',
  manufacturer: 'Zeekr',
  model: '001',
  year: 2025,
  bodyType: 'shooting-brake',
  inStock: true,
  priceUSD: 63_900,
  priceBYN: 191_700,
  specs: { type: 'electric', range: 705, battery: 100, power: 789, acceleration: 3.3 },
  picture: { src: '/images/cars/zeekr-001-you/exterior-1.svg', drawing: true, view: 'exterior-1' },
  searchText: 'zeekr 001 you',
};

describe('CarCard', () => {
  it('shows badges, figures with Russian units and both prices', () => {
    renderWithProviders(<CarCard car={car} saved={false} onToggleSave={() => {}} />, { lang: 'ru' });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('В наличии');
    expect(card).toHaveTextContent('Zeekr');
    expect(card).toHaveTextContent('705 км');
    expect(card).toHaveTextContent('100 кВт·ч');
    expect(card).toHaveTextContent('789 л. с.');
    expect(card).toHaveTextContent('3,3 с');
    expect(card).toHaveTextContent('191 700 BYN');
    expect(card).toHaveTextContent('63 900 $');
    expect(within(card).getByRole('link', { name: 'Подробнее о Zeekr 001 YOU' })).toHaveAttribute('href', '/cars/zeekr-001-you');
    expect(within(card).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Zeekr 001 YOU: вид сбоку (рисунок)');
    // A drawing says so, in the page's language.
    expect(card).toHaveTextContent('Иллюстрация');
  });

  it('marks a pre-order car and writes «not confirmed» for a missing figure, as the car page does, leaving out a missing acceleration', () => {
    renderWithProviders(
      <CarCard
        car={{ ...car, inStock: false, specs: { type: 'electric', range: 705, battery: 100 } }}
        saved={false}
        onToggleSave={() => {}}
      />,
      { lang: 'en' },
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Pre-order');
    expect(within(card).getByText('Power').nextElementSibling).toHaveTextContent('not confirmed');
    // The unit never breaks after its slash (a word joiner holds it together).
    expect(card).not.toHaveTextContent(/0–100 km\/\u2060?h/);
    expect(card).toHaveTextContent('$63,900');
  });

  it('saves and unsaves with one pressed button whose state follows the saved list', async () => {
    function Saving() {
      const { saved, toggle } = useSavedCars();
      return <CarCard car={car} saved={saved.has(car.id)} onToggleSave={toggle} />;
    }
    window.localStorage.clear();
    renderWithProviders(<Saving />, { lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Zeekr 001 YOU' }));
    const unsave = screen.getByRole('button', { name: 'Remove Zeekr 001 YOU from saved' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(SAVED_CARS_KEY) ?? '[]')).toEqual([25]);
    await userEvent.click(unsave);
    expect(screen.getByRole('button', { name: 'Save Zeekr 001 YOU' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(SAVED_CARS_KEY) ?? '[]')).toEqual([]);
  });

  it('says «об» before a name read with a vowel', () => {
    renderWithProviders(<CarCard car={{ ...car, name: 'Avatr 11 EV', slug: 'avatr-11-ev' }} saved={false} onToggleSave={() => {}} />, {
      lang: 'ru',
    });
    expect(screen.getByRole('link', { name: 'Подробнее об Avatr 11 EV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Запросить информацию об Avatr 11 EV' })).toBeInTheDocument();
  });

  it('shows a description and its own details button when given (the brand pages)', () => {
    renderWithProviders(
      <CarCard
        car={car}
        saved={false}
        onToggleSave={() => {}}
        description={<p>A long, roomy shooting brake.</p>}
        detailsLabel={{ text: 'Learn more', name: 'Learn more about the Zeekr 001 YOU' }}
      />,
      { lang: 'en' },
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('A long, roomy shooting brake.').tagName).toBe('P');
    const details = within(card).getByRole('link', { name: 'Learn more about the Zeekr 001 YOU' });
    expect(details).toHaveTextContent(/^Learn more$/);
    expect(details).toHaveAttribute('href', '/en/cars/zeekr-001-you');
    expect(within(card).queryByRole('link', { name: /View details/ })).toBeNull();
  });

  it('serves a photo at the width the card shows, and calls it no illustration', () => {
    const photo = toPicture('/images/cars/zeekr-001-you/exterior-1.jpg');
    renderWithProviders(<CarCard car={{ ...car, picture: photo }} saved={false} onToggleSave={() => {}} />, { lang: 'en' });
    const image = within(screen.getByRole('article')).getByRole('img', { hidden: true });
    expect(image).toHaveAttribute('src', '/images/cars/zeekr-001-you/exterior-1-1200w.webp');
    expect(image.getAttribute('srcset')).toContain('/images/cars/zeekr-001-you/exterior-1-480w.webp 480w');
    // On a phone the compact card shows its picture beside the name, 9 rem wide.
    expect(image.getAttribute('sizes')).toMatch(/, 9rem$/);
    expect(image).toHaveAttribute('alt', 'Zeekr 001 YOU: side view');
    expect(screen.getByRole('article')).not.toHaveTextContent('Illustration');
  });
});
