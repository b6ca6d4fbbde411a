import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/components/layout/footer.js';
import { renderWithProviders } from './render.js';

describe('Footer', () => {
  it('lists the brands from the car data alphabetically with counts and logos', () => {
    renderWithProviders(<Footer />, { lang: 'en' });
    const heading = screen.getByRole('heading', { name: 'Brand history' });
    const list = heading.nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/brands/avatr',
      '/en/brands/lixiang',
      '/en/brands/xiaomi',
      '/en/brands/zeekr',
    ]);
    expect(links[3]).toHaveTextContent('Zeekr · 19 cars');
    expect(within(links[0]!).getByRole('img')).toHaveAttribute('alt', 'Avatr logo');
  });

  it('uses Russian plural forms for the counts', () => {
    renderWithProviders(<Footer />, { lang: 'ru' });
    const list = screen.getByRole('heading', { name: 'История брендов' }).nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent('Avatr · 6 автомобилей');
    expect(list).toHaveTextContent('Xiaomi · 7 автомобилей');
    expect(list).toHaveTextContent('Zeekr · 19 автомобилей');
  });

  it('has the phone, e-mail and address cards, with a map link', () => {
    renderWithProviders(<Footer />, { lang: 'ru' });
    expect(screen.getByRole('link', { name: /\+375/ }).getAttribute('href')).toMatch(/^tel:\+375\d+$/);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByText(/220026 Минск/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть на карте' }).getAttribute('href')).toContain('27.4529,53.8844');
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
    const hours = screen.getByRole('heading', { name: 'Business hours' }).nextElementSibling as HTMLElement;
    expect(hours).toHaveTextContent('Mon–Fri9:00–18:00');
    expect(hours).toHaveTextContent('Sat10:00–16:00');
    expect(hours).toHaveTextContent('Sunclosed');
  });
});
