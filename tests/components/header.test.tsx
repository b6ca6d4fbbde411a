import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/components/layout/header.js';
import { SAVED_CARS_KEY } from '../../src/lib/saved-cars.js';
import { renderWithProviders, rootProps } from './render.js';

/** The brand links are a chunk loaded when a menu first opens: under `npm test`'s load its import can take seconds. */
const LAZY = { timeout: 10_000 };

describe('Header', () => {
  // jsdom applies the styles but not the media queries, so the desktop bar counts as hidden.
  /** The desktop bar's navigation: the one with the brands menu's button (the mobile menu has the brands as a group). */
  const desktopNav = (name: string) => screen.getByRole('button', { name, hidden: true }).closest('nav')!;
  /** The bar's own entries: its links and the brands menu's button, not the brands inside the menu. */
  const topEntries = (nav: HTMLElement) =>
    [...nav.querySelector('ul')!.children].map((item) => {
      const entry = item.querySelector('a, button')!;
      return [entry.textContent, entry.getAttribute('href')];
    });

  it('shows the brand link, the four links and the brands menu in Russian', () => {
    renderWithProviders(<Header />, { lang: 'ru', path: '/' });
    expect(screen.getByRole('link', { name: /на главную/i })).toHaveAttribute('href', '/');
    const nav = desktopNav('Марки');
    expect(nav).toHaveAttribute('aria-label', 'Основные разделы');
    expect(topEntries(nav)).toEqual([
      ['Каталог', '/catalog'],
      ['Марки', null],
      ['О нас', '/about'],
      ['Новости', '/news'],
      ['Контакты', '/contact'],
    ]);
  });

  it('shows the English labels under /en', () => {
    renderWithProviders(<Header />, { lang: 'en', path: '/en' });
    const nav = desktopNav('Brands');
    expect(nav).toHaveAttribute('aria-label', 'Main sections');
    expect(topEntries(nav).map(([label]) => label)).toEqual(['Catalogue', 'Brands', 'About us', 'News', 'Contact']);
  });

  it('opens the brands menu with every brand page, NIO included, and closes it on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    const { brandPages } = rootProps('en').shell;
    renderWithProviders(<Header />, { lang: 'en', path: '/en' });
    const button = screen.getByRole('button', { name: 'Brands', hidden: true });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    // jsdom applies no media query, so the desktop bar counts as hidden: the menu's own `hidden` says whether it is open.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('hidden');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('hidden');
    // The brand links load when the menu first opens.
    const links = await within(menu).findAllByRole('link', { hidden: true }, LAZY);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(brandPages.map((brand) => `/en/brands/${brand.slug}`));
    expect(brandPages.map((brand) => brand.slug)).toContain('nio');
    expect(within(menu).getByRole('link', { name: /NIO/, hidden: true })).toHaveTextContent('not in our catalogue');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('marks the brands menu active on a brand page, and that brand as the current page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { lang: 'ru', path: '/brands/zeekr' });
    const nav = desktopNav('Марки');
    const button = within(nav).getByRole('button', { name: 'Марки', hidden: true });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(button);
    expect(await within(menu).findByRole('link', { name: /Zeekr/, hidden: true }, LAZY)).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /Avatr/, hidden: true })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Каталог', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('marks Catalog active on a car page', () => {
    renderWithProviders(<Header />, { lang: 'en', path: '/en/cars/zeekr-001-you' });
    for (const nav of [desktopNav('Brands'), screen.getByRole('navigation', { name: 'Menu', hidden: true })]) {
      expect(within(nav).getByRole('link', { name: 'Catalogue', hidden: true })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'News', hidden: true })).not.toHaveAttribute('aria-current');
    }
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

  it('has a brands group in the mobile menu, leading to every brand page and closing the menu', async () => {
    const user = userEvent.setup();
    const { brandPages } = rootProps('ru').shell;
    const { router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const group = await within(screen.getByTestId('mobile-menu')).findByRole('list', { name: 'Марки' }, LAZY);
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(brandPages.map((brand) => `/brands/${brand.slug}`));
    await user.click(within(group).getByRole('link', { name: /NIO/ }));
    expect(router.state.location.pathname).toBe('/brands/nio');
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("names its two navigations apart in each language: the bar's sections and the menu", () => {
    for (const [lang, path, names] of [
      ['ru', '/', ['Основные разделы', 'Меню']],
      ['en', '/en', ['Main sections', 'Menu']],
    ] as const) {
      const { unmount } = renderWithProviders(<Header />, { lang, path });
      expect(screen.getAllByRole('navigation', { hidden: true }).map((nav) => nav.getAttribute('aria-label'))).toEqual(names);
      expect(within(screen.getByTestId('mobile-menu')).getByRole('navigation', { name: names[1], hidden: true })).toBeTruthy();
      unmount();
    }
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
