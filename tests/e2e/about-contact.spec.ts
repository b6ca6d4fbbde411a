/** The about page and the contact page (docs/decisions/pages-home-about-contact.md#about, #contact; docs/decisions/company-facts.md#5, docs/decisions/pages-home-about-contact.md#20, #21, docs/decisions/pages-shell.md#24). */
import { expect, test, waitForHydration } from './fixtures.js';

test('the about page (RU) shows the company facts, the story and the team; its call to action reaches the contact form', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const stats = page.getByRole('list', { name: 'Компания в цифрах' });
  for (const fact of [
    /30\+\s*лет опыта/,
    /2\s000\+\s*клиентов/,
    /97\s%/,
    /4,8\s*средняя оценка, 156 отзывов/,
    /15\s*марок/,
    /4\s*площадки/,
  ])
    await expect(stats).toContainText(fact);

  await page.getByRole('link', { name: 'Наша история' }).click();
  const story = page.locator('#company-story');
  await expect(story).toBeFocused();
  await expect(story).toBeInViewport();
  await expect(story.getByRole('listitem').locator('span').first()).toHaveText('1993');
  expect(await story.getByRole('listitem').allTextContents()).toHaveLength(5);
  for (const year of ['1993', '2005', '2018', '2022', '2024']) await expect(story).toContainText(year);

  const table = page.getByRole('table', { name: 'Покупка у дилера и самостоятельный ввоз' });
  await expect(table.getByRole('row', { name: /Проверка перед покупкой/ })).toContainText('127');
  await expect(page.getByRole('region', { name: 'Наша команда' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Отзывы клиентов' }).getByRole('link', { name: 'Lixiang L9 Pro' })).toHaveAttribute(
    'href',
    '/cars/lixiang-l9-pro',
  );

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
  const stats = page.getByRole('list', { name: 'The company in figures' });
  await expect(stats).toContainText('2,000+ customers');
  await expect(stats).toContainText('97% of customers');
  await expect(stats).toContainText('4.8 average rating from 156 reviews');
  const team = page.getByRole('region', { name: 'Our team' });
  await expect(team.getByRole('heading', { name: 'Andrei Kovalchuk' })).toBeVisible();
  await expect(team).toContainText('12 years of experience');
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
  await expect(methods.getByRole('link', { name: '+375 17 000-00-00' })).toHaveAttribute('href', 'tel:+375170000000');
  await expect(methods.getByRole('link', { name: 'info@ev-dealer.example' })).toHaveAttribute('href', 'mailto:info@ev-dealer.example');
  // docs/decisions/pages-home-about-contact.md#21: the chat button opens the dealer's messenger, with a first message typed in.
  const chat = methods.getByRole('link', { name: 'Открыть чат в Telegram' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/t\.me\/ev_dealer_example\?text=%D0%97/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(methods.getByRole('link', { name: /Viber/ })).toHaveAttribute('href', /^viber:\/\/chat\?number=/);

  const showroom = page.getByRole('region', { name: 'Автосалон' });
  await expect(showroom).toContainText('Пн–Пт');
  await expect(showroom).toContainText('9:00–18:00');
  await expect(showroom).toContainText('8:00–18:00');

  await methods.getByRole('link', { name: 'Как добраться' }).click();
  const findUs = page.locator('#find-us');
  await expect(findUs).toBeFocused();
  await expect(findUs.getByRole('link', { name: /Найти на Яндекс Картах/ })).toHaveAttribute(
    'href',
    `https://yandex.by/maps/?text=${encodeURIComponent('Минск, ул. Примерная, 1 (адрес-пример)')}`,
  );
  await expect(findUs.getByRole('link', { name: /Проложить маршрут/ })).toHaveAttribute(
    'href',
    'https://yandex.by/maps/?rtext=~53.8844%2C27.4529&rtt=auto',
  );
  await expect(findUs.getByRole('listitem')).toHaveCount(3);
});

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
    await expect(map).toHaveAttribute(
      'src',
      `https://yandex.ru/map-widget/v1/?ll=27.4529,53.8844&z=16&pt=27.4529,53.8844,pm2rdm&lang=${lang}`,
    );
    await expect(map).toBeFocused();
    await expect.poll(() => thirdParty.filter((url) => url.startsWith('https://yandex.ru/map-widget/')).length).toBe(1);
  });
}
