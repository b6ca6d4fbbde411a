import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../src/app/route-error.js';
import { Providers } from '../../src/app/providers.js';
import type { Lang } from '../../shared/lang.js';
import { ROUTER_FUTURE, rootProps } from './render.js';

function renderCrashingPage(lang: Lang, crash: () => boolean) {
  function Page() {
    if (crash()) throw new Error('boom');
    return <h1>Recovered</h1>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Page />,
        errorElement: (
          <Providers {...rootProps(lang)}>
            <ErrorScreen />
          </Providers>
        ),
      },
    ],
    { initialEntries: [lang === 'ru' ? '/catalog' : '/en/catalog'], future: ROUTER_FUTURE },
  );
  render(
    <HelmetProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </HelmetProvider>,
  );
  return router;
}

// React re-dispatches the thrown error on window in development; jsdom would print each one.
const silence = (event: ErrorEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('error', silence));
afterEach(() => window.removeEventListener('error', silence));

describe('rendering-crash fallback', () => {
  it('speaks Russian on Russian pages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrashingPage('ru', () => true);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrashingPage('en', () => true);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('try again renders the page anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    renderCrashingPage('en', () => broken);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
