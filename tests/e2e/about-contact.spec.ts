/** The about page and the contact page (docs/decisions/pages-home-about-contact.md#about, #contact; docs/decisions/company-facts.md#5, docs/decisions/pages-home-about-contact.md#20, #21, docs/decisions/pages-shell.md#24). */
import { getAbout, getCar, getCompany } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { loadRoot } from '../../src/app/build/load.js';
import { createI18n } from '../../src/i18n/index.js';
import { telHref } from '../../src/lib/contact-links.js';
import { formatDecimal, formatNumber, formatPercent } from '../../src/lib/format.js';
import { paths } from '../../src/lib/paths.js';
import type { Lang } from '../../shared/lang.js';
import { expect, test, waitForHydration } from './fixtures.js';

// The company's facts, contacts and about page are the staff's (spec item 42): what the pages must show is read from them.
const COMPANY = getCompany();
const ABOUT = getAbout();
const aboutText = (lang: Lang) =>
  createI18n(lang, loadStrings(lang, ['about'])).getFixedT(lang, 'about') as unknown as (key: string, values?: object) => string;

/** The about page's figures, each its number and its words, as the company facts give them today. */
function stats(lang: Lang): string[] {
  const t = aboutText(lang);
  const { facts } = loadRoot(lang).shell.company;
  return [
    `${facts.yearsOfExperience}+ ${t('stats.years', { count: facts.yearsOfExperience })}`,
    `${formatNumber(facts.customers, lang)}+ ${t('stats.customers', { count: facts.customers })}`,
    `${formatPercent(facts.satisfactionPercent, lang)} ${t('stats.satisfaction')}`,
    `${formatDecimal(facts.rating.value, lang)} ${t('stats.rating', { count: facts.rating.reviews })}`,
    `${facts.brands} ${t('stats.brands', { count: facts.brands })}`,
    `${facts.locations} ${t('stats.locations', { count: facts.locations })}`,
  ];
}

test('the about page (RU) shows the company facts, the story and the team; its call to action reaches the contact form', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const figures = page.getByRole('list', { name: 'Компания в цифрах' });
  for (const fact of stats('ru')) await expect(figures).toContainText(fact);

  await page.getByRole('link', { name: 'Наша история' }).click();
  const story = page.locator('#company-story');
  await expect(story).toBeFocused();
  await expect(story).toBeInViewport();
  const years = ABOUT.story.timeline.map((entry) => String(entry.year));
  await expect(story.getByRole('listitem').locator('span').first()).toHaveText(years[0]!);
  expect(await story.getByRole('listitem').allTextContents()).toHaveLength(years.length);
  for (const year of years) await expect(story).toContainText(year);

  // The comparison's first row, the pre-sale inspection at launch, with its points filled in from the facts.
  const table = page.getByRole('table', { name: 'Покупка у дилера и самостоятельный ввоз' });
  const [row] = ABOUT.whyChoose.rows;
  const inspectionPoints = String(loadRoot('ru').shell.company.facts.inspectionPoints);
  await expect(table.getByRole('row', { name: row!.feature.ru })).toContainText(
    row!.dealer.ru.replace('{inspectionPoints}', inspectionPoints),
  );
  await expect(page.getByRole('region', { name: 'Наша команда' }).getByRole('heading', { level: 3 })).toHaveCount(
    ABOUT.team.members.length,
  );
  const reviewed = ABOUT.testimonials.items.find((item) => item.car !== undefined);
  if (reviewed) {
    const car = getCar(reviewed.car!)!;
    await expect(page.getByRole('region', { name: 'Отзывы клиентов' }).getByRole('link', { name: car.name })).toHaveAttribute(
      'href',
      paths.car('ru', car.slug),
    );
  }

  await page.getByRole('link', { name: 'Связаться с нами' }).click();
  await expect(page).toHaveURL(/\/contact#contacts$/);
  const form = page.locator('#contacts');
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await expect(form.getByRole('button', { name: 'Отправить сообщение' })).toBeVisible();
});

test('the about page (EN) has the team and the figures in English', async ({ page }) => {
  await page.goto('/en/about');
  await waitForHydration(page);
  const figures = page.getByRole('list', { name: 'The company in figures' });
  for (const fact of stats('en')) await expect(figures).toContainText(fact);
  const team = page.getByRole('region', { name: 'Our team' });
  const [member] = ABOUT.team.members;
  await expect(team.getByRole('heading', { name: member!.name.en })).toBeVisible();
  await expect(team).toContainText(aboutText('en')('team.experience', { count: member!.experienceYears }));
  await expect(page.getByRole('link', { name: 'Contact us' }).last()).toHaveAttribute('href', '/en/contact#contacts');
});

test('the header reaches the about and contact pages in both languages', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await nav.getByRole('link', { name: 'О нас' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
  await nav.getByRole('link', { name: 'Контакты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('the contact page (RU): the hero button, phone, e-mail, the chat and the map links', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Написать нам' }).click();
  await expect(page.locator('#contacts')).toBeFocused();
  await expect(page.locator('#contacts')).toBeInViewport();

  const methods = page.getByRole('region', { name: 'Как с нами связаться' });
  await expect(methods.getByRole('link', { name: COMPANY.phone.display })).toHaveAttribute('href', telHref(COMPANY.phone.display));
  await expect(methods.getByRole('link', { name: COMPANY.email.address })).toHaveAttribute('href', `mailto:${COMPANY.email.address}`);
  // docs/decisions/pages-home-about-contact.md#21: the chat button opens the dealer's messenger, with a first message typed in («З…»).
  const chat = methods.getByRole('link', { name: 'Открыть чат в Telegram' });
  const telegram = COMPANY.messengers.telegram.replace(/[.*+?^$()|[\]{}\\/]/g, (char) => `\\${char}`);
  await expect(chat).toHaveAttribute('href', new RegExp(`^${telegram}\\?text=%D0%97`));
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(methods.getByRole('link', { name: /Viber/ })).toHaveAttribute('href', /^viber:\/\/chat\?number=/);

  // The sales and service hours on a Monday, as content/company.yaml has them (9:00–18:00 and 8:00–18:00 at launch).
  const showroom = page.getByRole('region', { name: 'Автосалон' });
  const hours = (day?: { open: string; close: string }) => (day ? `${day.open.replace(/^0/, '')}–${day.close.replace(/^0/, '')}` : '');
  const { salesHours, serviceHours } = COMPANY;
  const weekdays = [salesHours.mon, salesHours.tue, salesHours.wed, salesHours.thu, salesHours.fri].map(hours);
  if (new Set(weekdays).size === 1) await expect(showroom).toContainText('Пн–Пт');
  await expect(showroom).toContainText(hours(salesHours.mon));
  await expect(showroom).toContainText(hours(serviceHours.mon));

  await methods.getByRole('link', { name: 'Как добраться' }).click();
  const findUs = page.locator('#find-us');
  await expect(findUs).toBeFocused();
  await expect(findUs.getByRole('link', { name: /Найти на Яндекс Картах/ })).toHaveAttribute(
    'href',
    `https://yandex.by/maps/?text=${encodeURIComponent(`${COMPANY.address.city.ru}, ${COMPANY.address.street.ru}`)}`,
  );
  await expect(findUs.getByRole('link', { name: /Проложить маршрут/ })).toHaveAttribute(
    'href',
    `https://yandex.by/maps/?rtext=${encodeURIComponent(`~${COMPANY.geo.lat},${COMPANY.geo.lng}`)}&rtt=auto`,
  );
  await expect(findUs.getByRole('listitem')).toHaveCount(COMPANY.directions.landmarks.ru.length);
});

const POINT = `${COMPANY.geo.lng},${COMPANY.geo.lat}`;
for (const { path, lang, show, title } of [
  { path: '/contact', lang: 'ru_RU', show: 'Показать карту', title: /^Карта: автосалон/ },
  { path: '/en/contact', lang: 'en_US', show: 'Show the map', title: /^Map: the showroom/ },
]) {
  test(`the map on ${path} loads only when asked (docs/decisions/pages-shell.md#24)`, async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    // Stands in for the map service: no network here, and what matters is when it is asked.
    await page.route(/^https:\/\/yandex\.ru\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }));
    await page.goto(path);
    await waitForHydration(page);
    await page.locator('#find-us').scrollIntoViewIfNeeded();
    expect(thirdParty).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: show }).click();
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', title);
    await expect(map).toHaveAttribute('src', `https://yandex.ru/map-widget/v1/?ll=${POINT}&z=16&pt=${POINT},pm2rdm&lang=${lang}`);
    await expect(map).toBeFocused();
    await expect.poll(() => thirdParty.filter((url) => url.startsWith('https://yandex.ru/map-widget/')).length).toBe(1);
  });
}
