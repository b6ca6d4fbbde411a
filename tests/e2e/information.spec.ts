/** The information hub (docs/decisions/pages-information.md#hub). */
import { expect, test, waitForHydration } from './fixtures.js';

for (const { path, prefix, contact, tools } of [
  { path: '/information', prefix: '', contact: 'Связаться с нами', tools: 'Инструменты и руководства' },
  { path: '/en/information', prefix: '/en', contact: 'Contact us', tools: 'Tools and guides' },
]) {
  test(`the hub ${path} has a card for each tool and guides, and a link to contact`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const cards = page.getByRole('region', { name: tools }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      [
        '/information/comparison',
        '/information/range-conditions',
        '/information/charging-guide',
        '/information/guides',
        '/information/calculator',
      ].map((href) => `${prefix}${href}`),
    );
    await page.getByRole('main').getByRole('link', { name: contact }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
  });
}

test('the footer reaches the hub, and the hub the guides', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Информационный центр' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Информационный центр');
  await page.getByRole('link', { name: 'Руководства владельца' }).click();
  await expect(page).toHaveURL(/\/information\/guides$/);
  await expect(
    page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Информационный центр' }),
  ).toBeVisible();
});
