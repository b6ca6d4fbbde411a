import { screen, within } from '@testing-library/react';
import { getCompany } from '../../content/index.js';
import { describe, expect, it } from 'vitest';
import { loadStrings } from '../../locales/index.js';
import { Footer } from '../../src/components/layout/footer.js';
import { createI18n } from '../../src/i18n/index.js';
import { renderWithProviders, rootProps } from './render.js';

/** The brands the footer should list: every brand page, the header's list (NIO, without cars, too). */
const brandsIn = (lang: 'ru' | 'en') => rootProps(lang).shell.brandPages;

/** The Russian word for "cars" after a whole number (one / few / many): the test's own rule, not i18next's. */
const russianCars = (count: number) => {
  const [last, lastTwo] = [count % 10, count % 100];
  if (last === 1 && lastTwo !== 11) return 'автомобиль';
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'автомобиля' : 'автомобилей';
};

describe('Footer', () => {
  it('lists every brand page, as the header brands menu does, with counts and logos', () => {
    renderWithProviders(<Footer />, { lang: 'en' });
    const brands = brandsIn('en');
    const heading = screen.getByRole('heading', { name: 'Brands' });
    const list = heading.nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(brands.map((brand) => brand.slug)).toContain('nio');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(brands.map((brand) => `/en/brands/${brand.slug}`));
    brands.forEach((brand, i) => {
      const count = brand.carsCount === 0 ? 'not in our catalogue' : `${brand.carsCount} ${brand.carsCount === 1 ? 'car' : 'cars'}`;
      expect(links[i]).toHaveTextContent(`${brand.name} · ${count}`);
      expect(within(links[i]!).getByRole('img')).toHaveAttribute('alt', `${brand.name} logo`);
    });
    expect(within(list).getByRole('link', { name: /NIO/ })).toHaveTextContent('NIO · not in our catalogue');
  });

  it('uses Russian plural forms for the counts', () => {
    renderWithProviders(<Footer />, { lang: 'ru' });
    const list = screen.getByRole('heading', { name: 'Марки' }).nextElementSibling as HTMLElement;
    for (const brand of brandsIn('ru'))
      expect(list).toHaveTextContent(
        `${brand.name} · ${brand.carsCount === 0 ? 'нет в нашем каталоге' : `${brand.carsCount} ${russianCars(brand.carsCount)}`}`,
      );
    // Each form, whatever counts the catalogue has today.
    const { t } = createI18n('ru', loadStrings('ru', ['common']));
    for (const count of [1, 3, 6, 11, 19, 21, 22, 25])
      expect(t('footer.carsCount', { count }), String(count)).toBe(`${count} ${russianCars(count)}`);
  });

  it('has the phone, e-mail and address cards, with a map link', () => {
    renderWithProviders(<Footer />, { lang: 'ru' });
    expect(screen.getByRole('link', { name: /\+375/ }).getAttribute('href')).toMatch(/^tel:\+375\d+$/);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    // The address and the pin are the staff's to change: the footer shows whatever company.yaml holds.
    const { address, geo } = getCompany();
    expect(screen.getByText(new RegExp(`${address.postalCode} ${address.city.ru}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть на карте' }).getAttribute('href')).toContain(`${geo.lng},${geo.lat}`);
  });

  it('links every information, service and guide page', () => {
    renderWithProviders(<Footer />, { lang: 'ru' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      '/information',
      '/information/comparison',
      '/information/range-conditions',
      '/information/charging-guide',
      '/financing',
      '/warranty',
      '/maintenance',
      '/guides/charging-locations-minsk',
      '/guides/winter-driving',
      '/guides/maintenance',
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it('shows the sales hours', () => {
    renderWithProviders(<Footer />, { lang: 'en' });
    const hours = screen.getByRole('heading', { name: 'Showroom hours' }).nextElementSibling as HTMLElement;
    expect(hours).toHaveTextContent('Mon–Fri9:00–18:00');
    expect(hours).toHaveTextContent('Sat10:00–16:00');
    expect(hours).toHaveTextContent('Sunclosed');
  });
});
