import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/components/layout/header.js';
import { SAVED_CARS_KEY } from '../../src/lib/saved-cars.js';
import { renderWithProviders } from './render.js';

describe('Header', () => {
  // jsdom applies the styles but not the media queries, so the desktop bar counts as hidden.
  it('shows the brand link and the four links in Russian', () => {
    renderWithProviders(<Header />, { lang: 'ru', path: '/' });
    expect(screen.getByRole('link', { name: /на главную/i })).toHaveAttribute('href', '/');
    const nav = screen.getAllByRole('navigation', { name: 'Основная навигация', hidden: true })[0]!;
    const labels = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labels).toEqual([
      ['Каталог', '/catalog'],
      ['О нас', '/about'],
      ['Новости', '/news'],
      ['Контакты', '/contact'],
    ]);
  });

  it('shows the English labels under /en', () => {
    renderWithProviders(<Header />, { lang: 'en', path: '/en' });
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation', hidden: true })[0]!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Catalogue', 'About us', 'News', 'Contact']);
  });

  it('marks Catalog active on a car page', () => {
    renderWithProviders(<Header />, { lang: 'en', path: '/en/cars/zeekr-001-you' });
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation', hidden: true })[0]!;
    expect(within(nav).getByRole('link', { name: 'Catalogue', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'News', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('links the language switch to the same page in the other language, keeping query and hash', () => {
    renderWithProviders(<Header />, { lang: 'ru', path: '/catalog?brand=zeekr#list' });
    const [english] = screen.getAllByRole('link', { name: 'English', hidden: true });
    expect(english).toHaveAttribute('href', '/en/catalog?brand=zeekr#list');
    const [russian] = screen.getAllByRole('link', { name: 'Русский', hidden: true });
    expect(russian).toHaveAttribute('aria-current', 'true');
  });

  it('calls the phone number with a tel: link without spaces', () => {
    renderWithProviders(<Header />);
    const [phone] = screen.getAllByRole('link', { name: /Позвонить/ });
    expect(phone!.getAttribute('href')).toMatch(/^tel:\+\d+$/);
  });

  it('opens the menu with its button, and closes it on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Открыть меню' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Закрыть меню');
    expect(screen.getByTestId('mobile-menu')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'О нас' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the saved cars with their number', () => {
    window.localStorage.setItem(SAVED_CARS_KEY, JSON.stringify([3, 7]));
    renderWithProviders(<Header />, { lang: 'ru', path: '/' });
    const links = screen.getAllByRole('link', { name: 'Избранное: 2 автомобиля', hidden: true });
    expect(links[0]).toHaveAttribute('href', '/catalog?saved=1');
    window.localStorage.removeItem(SAVED_CARS_KEY);
  });

  it('says when nothing is saved yet, in English', () => {
    renderWithProviders(<Header />, { lang: 'en', path: '/en' });
    expect(screen.getAllByRole('link', { name: 'Saved cars: none yet', hidden: true })[0]).toHaveAttribute('href', '/en/catalog?saved=1');
  });
});
