/**
 * Every car's page renders whole, every panel opened and its section loaded, from its own
 * route data: the figures differ per car, and a section that cannot handle one car's (a
 * figure left unsourced, say) must fail here. Each closed panel's headline must be what its
 * section shows once opened. The browser tests load a sample of car pages (car.spec.ts,
 * car-mobile.spec.ts) for what needs a browser: hydration, chunks, scrolling.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCars } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { loadPage } from '../../src/app/build/load.js';
import { pageBuild } from '../../src/app/page-table.js';
import { createI18n } from '../../src/i18n/index.js';
import { messageText, offersMessageOn, type Message, type PanelHeadlines } from '../../src/lib/car-headline-text.js';
import { minskDate } from '../../src/lib/minsk-date.js';
import CarPage from '../../src/pages/car/page.js';
import { PENDING_SECTION_ATTRIBUTE } from '../../src/features/car/components/on-demand-section.js';
import { renderWithProviders } from './render.js';

let errors: unknown[][];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => expect(errors, 'console errors').toEqual([]));

const t = createI18n('ru', loadStrings('ru', ['car'])).getFixedT('ru', 'car') as unknown as (key: string, values?: object) => string;
const text = (message: Message) => messageText(t, message);
/** A headline's figure, as the message carries it (a formatted string, or a text of its own). */
const figure = (message: Message, name: string) => {
  const value = message.values![name]!;
  return typeof value === 'object' ? text(value) : String(value);
};
const normalise = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ');

// Compile every module the page loads on demand once, before the first car: on a loaded CI
// machine (the suite also runs inside the extend check, beside the browser tests) compiling
// them inside the first car's test took longer than its wait for the panels.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/car/components/sections/comparison.js'),
    import('../../src/features/car/components/sections/range-chart.js'),
    import('../../src/features/car/components/sections/charging.js'),
    import('../../src/features/car/components/sections/leasing.js'),
    import('../../src/features/car/components/sections/trade-in.js'),
    import('../../src/features/car/components/sections/offers.js'),
    import('../../src/features/car/components/sections/ownership.js'),
    import('../../src/features/car/components/sections/fuel-savings.js'),
    import('../../src/features/car/components/car-details.js'),
    import('../../src/features/car/components/car-suggestions.js'),
    import('../../src/features/car/components/car-action-bar.js'),
    import('../../src/features/car/components/car-video.js'),
    import('../../src/features/enquiry/components/messenger-links.js'),
  ]);
}, 180_000);

describe('the car page of every car (RU)', { timeout: 60_000 }, () => {
  it.each(getCars().map(({ slug, name }) => ({ slug, name })))(
    '$slug renders all its panels without an error, each saying what it opens to',
    async ({ slug, name }) => {
      const { data } = loadPage('car', { lang: 'ru', params: { slug } });
      const { container } = renderWithProviders(<CarPage data={data as Parameters<typeof CarPage>[0]['data']} />, {
        lang: 'ru',
        strings: pageBuild('car').strings,
      });
      // The page itself, not an error screen in its place.
      expect(container.querySelector('h1')?.textContent).toBe(name);
      const toggles = within(container).getAllByRole('button', { expanded: false });
      expect(toggles.map((toggle) => toggle.textContent)).toContain(t('leasing.title'));
      for (const toggle of toggles) fireEvent.click(toggle);
      await expect.poll(() => container.querySelectorAll(`[${PENDING_SECTION_ATTRIBUTE}]`).length, { timeout: 40_000 }).toBe(0);

      const { headlines } = data as { headlines: PanelHeadlines };
      const body = (id: string) => normalise(container.querySelector(`#${id}-body`)?.textContent);
      const has = (id: string, message: Message, name: string) => {
        if (message.values?.[name] !== undefined) expect(body(id), `${id}: ${text(message)}`).toContain(normalise(figure(message, name)));
      };
      // The calculator shows the payment to the kopeck (so that its total adds up); the headline, to the rouble.
      const payment = /(\d{1,3}(?:[ ,]\d{3})*)[,.](\d{2}) BYN/.exec(body('leasing'));
      expect(payment, `leasing: ${text(headlines.leasing)}`).not.toBeNull();
      expect(Math.round(Number(`${payment![1]!.replace(/[ ,]/g, '')}.${payment![2]}`))).toBe(
        Number(normalise(figure(headlines.leasing, 'monthly')).replace(/\D/g, '')),
      );
      has('charging', headlines.charging, 'time');
      has('range', headlines.range, 'minsk');
      has('ownership', headlines.ownership, 'total');
      has('fuel', headlines.fuel, 'saved');
      has('offers', offersMessageOn(headlines.offers, minskDate(new Date())), 'final');
      for (const end of figure(headlines.tradeIn, 'value').split('–\u2060')) expect(body('trade-in')).toContain(normalise(end));
      if (headlines.compare.values)
        for (const other of figure(headlines.compare, 'names').split(/, | и /)) expect(body('compare')).toContain(other);
      // The detailed specs are hydrated once the page is idle.
      await expect
        .poll(() => container.querySelectorAll('#details-body dl > div').length, { timeout: 10_000 })
        .toBe(Number(figure(headlines.details, 'count')));
    },
  );
});
