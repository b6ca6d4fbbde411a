/** News (issue 10): the list and its filter, articles, the home teaser, sharing, feedback, the not-found variant. */
import { newestFirst, shareLinks } from '../../src/lib/news.js';
import { getCompany } from '../../content/index.js';
import { pageData } from '../../src/app/page-table.js';
import { expect, test, waitForHydration } from './fixtures.js';

const ru = pageData('news', 'ru').articles;
const en = pageData('news', 'en').articles;

for (const [lang, articles, prefix, labels] of [
  ['ru', ru, '', { tech: 'Технологии', all: 'Все', shown: /публикац/ }],
  ['en', en, '/en', { tech: 'Technology', all: 'All', shown: /articles?/ }],
] as const) {
  test(`the news list (${lang}) filters by category in the URL, and Back undoes it`, async ({ page }) => {
    await page.goto(`${prefix}/news`);
    await waitForHydration(page);
    const cards = page.locator('#news-catalog article');
    await expect(cards).toHaveCount(articles.length);
    await page.getByRole('link', { name: labels.tech, exact: true }).click();
    await expect(page).toHaveURL(/\?category=technology$/);
    const technology = articles.filter((article) => article.category === 'technology');
    await expect(cards).toHaveCount(technology.length);
    await expect(page.getByRole('link', { name: labels.tech, exact: true })).toHaveAttribute('aria-current', 'true');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news$`));
    await expect(cards).toHaveCount(articles.length);
    // A shared filtered link opens filtered.
    await page.goto(`${prefix}/news?category=technology`);
    await waitForHydration(page);
    await expect(cards).toHaveCount(technology.length);
  });

  test(`an article (${lang}) opens from the list and from the home teaser`, async ({ page }) => {
    const [newest] = newestFirst(articles);
    await page.goto(`${prefix}/news`);
    await waitForHydration(page);
    await page.getByRole('link', { name: newest!.title }).click();
    await expect(page).toHaveURL(`${prefix}/news/${newest!.category}/${newest!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);

    await page.goto(prefix || '/');
    await waitForHydration(page);
    const teaser = page.locator('#news');
    await expect(teaser.locator('article')).toHaveCount(2);
    await teaser.getByRole('link', { name: newest!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  });
}

test('the language switch on an article goes to the same article in English', async ({ page }) => {
  const article = ru[0]!;
  const counterpart = en.find((other) => other.slug === article.slug)!;
  await page.goto(`/news/${article.category}/${article.slug}`);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/news/${article.category}/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(counterpart.title);
});

test('helpful toggles and clears, and is remembered; save is remembered', async ({ page }) => {
  const article = en[0]!;
  const path = `/en/news/${article.category}/${article.slug}`;
  await page.goto(path);
  await waitForHydration(page);
  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  const no = page.getByRole('button', { name: 'No', exact: true });
  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await expect(yes).toHaveAttribute('aria-pressed', 'false');
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await yes.click();
  await page.getByRole('button', { name: 'Save article' }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Article saved' })).toHaveAttribute('aria-pressed', 'true');
});

test('the share menu offers each network with the article address, in a new window, and closes after a choice', async ({ page }) => {
  const article = ru[1]!;
  const path = `/news/${article.category}/${article.slug}`;
  await page.goto(path);
  await waitForHydration(page);
  const siteUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
  const links = shareLinks(siteUrl!, article.title);
  const button = page.getByRole('button', { name: 'Поделиться' });
  const menu = page.getByRole('list', { name: 'Поделиться статьёй' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const [name, href] of [
    ['Telegram', links.telegram],
    ['ВКонтакте', links.vk],
    ['WhatsApp', links.whatsapp],
    ['Viber', links.viber],
  ]) {
    const link = menu.getByRole('link', { name: name!, exact: true });
    await expect(link).toHaveAttribute('href', href!);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // Choosing one closes the menu (the new window is not followed: no network here).
  await page.route(/t\.me/, (route) => route.abort());
  const popup = page.waitForEvent('popup');
  await menu.getByRole('link', { name: 'Telegram', exact: true }).click();
  await (await popup).close();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  // Escape closes it too, and gives the focus back.
  await button.click();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test.describe('an unknown article', () => {
  // The browser logs the document's 404 status.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown article shows Article not found in its language only, with Go back and View all articles', async ({ page }) => {
    const response = await page.goto('/en/news/technology/no-such-article');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page).toHaveTitle('Article not found | ElectroMotors');
    await expect(page.locator('body')).not.toContainText('Статья не найдена');
    const main = page.getByRole('main');
    await expect(main).toContainText("The article you're looking for doesn't exist or has been removed.");
    await expect(main.getByRole('button', { name: 'Go back' })).toBeVisible();
    await main.getByRole('link', { name: 'View all articles' }).click();
    await expect(page).toHaveURL('/en/news');
  });
});

test('the privacy policy names the operator and is linked from the footer and the contact form', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Политика обработки персональных данных' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('персональных данных');
  await expect(page.locator('main')).toContainText('190000000');
  await expect(page.locator('main')).not.toContainText('{legalName}');
  await page.goto('/en');
  await waitForHydration(page);
  await expect(page.locator('#contacts form').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
});

// Issue 25: the processors, what each receives and its country, the retention of each kind of data and the
// responsible person's contact (the company's own, from company.yaml), in both languages.
for (const [path, words] of [
  [
    '/privacy',
    { countries: ['США', 'ОАЭ'], periods: ['30 дней', '10 минут', 'пока сотрудники хранят этот чат'], responsible: 'ответственного' },
  ],
  [
    '/en/privacy',
    {
      countries: ['USA', 'UAE'],
      periods: ['30 days', '10 minutes', 'for as long as the staff keep that chat'],
      responsible: 'responsible',
    },
  ],
] as const) {
  test(`the privacy policy (${path}) names the processors, their countries and each retention period`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator('main');
    for (const processor of ['Vercel Inc.', 'Telegram', 'Upstash, Inc.']) await expect(main).toContainText(processor);
    for (const country of words.countries) await expect(main).toContainText(country);
    for (const period of words.periods) await expect(main).toContainText(period);
    await expect(main).toContainText(words.responsible);
    await expect(main).toContainText(getCompany().email.address);
    await expect(main).not.toContainText('{');
  });
}
