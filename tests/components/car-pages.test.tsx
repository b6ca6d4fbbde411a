/**
 * Every car's page renders whole, every on-demand section included, from its own route
 * data: the figures differ per car, and a section that cannot handle one car's (a figure
 * left unsourced, say) must fail here. The browser tests load a sample of car pages
 * (car.spec.ts) for what needs a browser: hydration, chunks, scrolling.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCars } from '../../content/index.js';
import { loadPage } from '../../src/app/build/load.js';
import { pageBuild } from '../../src/app/page-table.js';
import CarPage from '../../src/pages/car/page.js';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { renderWithProviders } from './render.js';

let errors: unknown[][];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => expect(errors, 'console errors').toEqual([]));

// The first render also compiles every section's module.
describe('the car page of every car (RU)', { timeout: 30_000 }, () => {
  it.each(getCars().map(({ slug, name }) => ({ slug, name })))(
    '$slug renders all its sections without an error',
    async ({ slug, name }) => {
      const { data } = loadPage('car', { lang: 'ru', params: { slug } });
      const { container } = renderWithProviders(<CarPage data={data as Parameters<typeof CarPage>[0]['data']} />, {
        lang: 'ru',
        strings: pageBuild('car').strings,
      });
      // jsdom has no IntersectionObserver, so every section asks for its code at once.
      await expect.poll(() => container.querySelectorAll(`[${PENDING_SECTION_ATTRIBUTE}]`).length, { timeout: 25_000 }).toBe(0);
      // The page itself, not an error screen in its place.
      expect(container.querySelector('h1')?.textContent).toBe(name);
    },
  );
});
