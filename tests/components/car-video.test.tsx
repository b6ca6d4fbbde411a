/**
 * Issue 24: a car page links one chosen video of its model, or has no video block at all: no
 * heading, no placeholder, no note that a video is still to be chosen, no link to a YouTube
 * search. The cars are taken from the content; the player itself (loaded only on a click) is
 * covered in tests/e2e/car.spec.ts.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCars } from '../../content/index.js';
import type { Lang } from '../../shared/lang.js';
import { loadPage } from '../../src/app/build/load.js';
import { pageBuild } from '../../src/app/page-table.js';
import { IDLE_PENDING_ATTRIBUTE } from '../../src/components/hooks/lazy-when-idle.js';
import CarPage from '../../src/pages/car/page.js';
import { renderWithProviders } from './render.js';

type CarPageData = Parameters<typeof CarPage>[0]['data'];

const PLAY = { ru: /^Смотреть видео/, en: /^Watch a video of/ } as const;

const cars = getCars();
const withVideo = cars.find((car) => car.video);
// With every car given a video, the test still runs: on the first car's page data without it.
const withoutVideo = cars.find((car) => !car.video);

function pageData(slug: string, lang: Lang): CarPageData {
  return loadPage('car', { lang, params: { slug } }).data as CarPageData;
}

/** Renders a car page and waits until every part whose code loads at idle time (the video preview among them) is in. */
async function renderCar(data: CarPageData, lang: Lang) {
  const view = renderWithProviders(<CarPage data={data} />, { lang, strings: pageBuild('car').strings });
  await expect.poll(() => document.documentElement.hasAttribute(IDLE_PENDING_ATTRIBUTE), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => view.container.querySelectorAll('#details-body dl > div').length, { timeout: 10_000 }).toBeGreaterThan(0);
  return view;
}

describe('the video block of a car page (issue 24)', () => {
  it('content: some car has a chosen video, so the block itself is tested', () => {
    expect(withVideo, 'no car has a video').toBeDefined();
  });

  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: a car with a chosen video shows the preview of that one video, and nothing links to a search`, async () => {
      const { container } = await renderCar(pageData(withVideo!.slug, lang), lang);
      // Its code loads at idle time: a loaded machine (the extension check runs beside others) takes a while.
      const preview = await within(container).findByRole('button', { name: PLAY[lang] }, { timeout: 10_000 });
      expect(preview).toHaveAttribute('aria-haspopup', 'dialog');
      expect(container.querySelector('a[href*="youtube.com/results"]')).toBeNull();
      // The player is not on the page before the click (the click itself: tests/e2e/car.spec.ts).
      expect(container.querySelector('iframe')).toBeNull();
    });

    it(`${lang}: a car without a chosen video has no video block: no preview, no note, no link to YouTube`, async () => {
      const data = withoutVideo ? pageData(withoutVideo.slug, lang) : pageData(cars[0]!.slug, lang);
      const car = withoutVideo ? data.car : { ...data.car, video: null };
      expect(car.video).toBeNull();
      const { container } = await renderCar({ ...data, car }, lang);
      expect(within(container).queryByRole('button', { name: PLAY[lang] })).toBeNull();
      expect(container.querySelector('a[href*="youtube"], a[href*="youtu.be"], iframe')).toBeNull();
      expect(container.textContent).not.toMatch(/YouTube|видеообзор|video review/i);
    });
  }
});
