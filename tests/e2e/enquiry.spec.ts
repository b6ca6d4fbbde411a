/**
 * Enquiries end to end: the browser form, the relay on the local host, and a fake
 * Telegram Bot API on 127.0.0.1 that records what it is sent (playwright.config.ts).
 * Serial: the tests share the one fake Telegram.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getArticlesIn, getCar, getCompany, getSiteUrl } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { createI18n } from '../../src/i18n/index.js';
import { callbackPhrase, callbackWhen } from '../../src/lib/enquiry/callback-time.js';
import { TELEGRAM_CONTROL } from '../../playwright.config.js';
import { MIN_FILL_MS, TRAP_FIELD } from '../../src/lib/enquiry/trap.js';
import { paths } from '../../src/lib/paths.js';
import type { Lang } from '../../shared/lang.js';
import { brandSlug } from '../../shared/slug.js';
import { HYDRATED_ATTRIBUTE } from '../../src/components/layout/hydration-mark.js';
import { CARS, catalogStrings, expect, tabTo, test, waitForHydration } from './fixtures.js';

/** An article's page, where the subscription box is: any article (staff add and remove them; charging-in-minsk at launch). */
const ARTICLE = getArticlesIn('ru')[0]!;
const articlePath = (lang: Lang) => paths.newsArticle(lang, ARTICLE.category, ARTICLE.slug);

// The time trap's tests move the page's clock, which a reused page would keep (fixtures.ts).
test.use({ freshContext: true });

test.describe.configure({ mode: 'serial' });

interface Received {
  body: { chat_id?: unknown; text?: string; parse_mode?: string } | null;
}

const received = async (request: APIRequestContext) => (await (await request.get(`${TELEGRAM_CONTROL}/received`)).json()) as Received[];
const queue = (request: APIRequestContext, ...behaviours: object[]) => request.post(`${TELEGRAM_CONTROL}/queue`, { data: behaviours });

test.beforeEach(async ({ request }) => {
  await request.post(`${TELEGRAM_CONTROL}/reset`);
});

/**
 * The time trap (docs/decisions/relay.md#27) drops a form sent less than 2 s after it was shown, which
 * is how fast Playwright fills one: a test that expects delivery takes a person's pause.
 * The page's clock (what the form reads for `shownAt` and `sentAt`) is moved on by that
 * pause rather than the test sleeping through it; the page's timers keep real time.
 */
const pauseLikeAPerson = async (page: Page) => page.clock.setSystemTime((await page.evaluate(() => Date.now())) + MIN_FILL_MS + 100);

/** docs/decisions/relay.md#36: each form's own consent box, unticked until the visitor ticks it; a send that should go ticks it. */
const consentBox = (scope: Locator) => scope.getByRole('checkbox', { name: /^(Даю согласие|I agree)/ });

/** The contact form under `#contacts`: on the home page, and at the end of the contact page. */
async function openHomeContacts(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator('#contacts form');
  await form.scrollIntoViewIfNeeded();
  return form;
}

test('the contact form (RU) reaches Telegram as exactly one readable message', async ({ page, request }) => {
  const form = await openHomeContacts(page, '/');
  await form.getByLabel(/^Имя/).fill('Анна <Тест>');
  await form.getByLabel(/^Телефон/).fill('+375 (29) 123-45-67');
  await form.getByLabel(/^Сообщение/).fill('Интересует Zeekr 7X & тест-драйв');
  await form.getByLabel(/^Даю согласие/).check();
  await pauseLikeAPerson(page);
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();

  await expect(page.getByRole('heading', { name: 'Спасибо! Сообщение отправлено' })).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const [message] = await received(request);
  expect(message!.body!.chat_id).toBe('4242');
  expect(message!.body!.parse_mode).toBe('HTML');
  const text = message!.body!.text!;
  expect(text).toContain('Анна &lt;Тест&gt;');
  expect(text).toContain('Zeekr 7X &amp; тест-драйв');
  expect(text).toContain('tel:+375291234567');
  // docs/decisions/relay.md#form-states: after 5 s the form comes back, empty.
  await expect(page.locator('#contacts form').getByLabel(/^Имя/)).toHaveValue('', { timeout: 8000 });
  await page.waitForTimeout(500);
  expect(await received(request)).toHaveLength(1);
});

/**
 * DECISIONS 40 (docs/decisions/relay.md#before-the-script): a form sent before the page's script has
 * loaded never puts the visitor's data in a URL. The page's small loader holds the send and the form
 * sends it once the app is ready; with no script at all, the form posts to the relay, which answers
 * with a page.
 */
test('a contact form sent before the app has loaded is held, then sent once, with nothing in the URL (RU)', async ({ page, request }) => {
  // The app's scripts (not the small loader, boot-*.js) wait until the test lets them through.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  // Not "load": the held-back app would hold the load event too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contacts form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(/^Имя/).fill('Анна До-скрипта');
  await form.getByLabel(/^Телефон/).fill('8 029 123 45 67');
  await form.getByLabel(/^Сообщение/).fill('Отправлено до загрузки скрипта');
  await consentBox(form).check();
  // A person's pause: the form has been on screen since the page loaded (the time trap counts from then).
  await page.waitForTimeout(MIN_FILL_MS + 200);
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  expect(decodeURIComponent(page.url())).not.toContain('Анна');
  expect(await received(request)).toHaveLength(0);
  // Still what was typed, on the same page, and the form says it is on its way.
  await expect(form.getByLabel(/^Имя/)).toHaveValue('Анна До-скрипта');
  await expect(form).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('heading', { name: 'Спасибо! Сообщение отправлено' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/по номеру \+375\s29\s123-\u2060?45-\u2060?67\.$/)).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Анна До-скрипта');
  // DECISIONS 39: staff get the international form, and what was typed beside it.
  expect(text).toContain('<a href="tel:+375291234567">+375 29 123-45-67</a> (как введено: 8 029 123 45 67)');
  expect(new URL(page.url()).search).toBe('');
  await page.waitForTimeout(1000);
  expect(await received(request)).toHaveLength(1);
});

test('with no script at all, the contact form posts to the relay, which answers with a page in the visitor’s language (EN)', async ({
  page,
  request,
}) => {
  // Not even the loader runs (an empty file, so the page logs no error).
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/en/contact');
  const form = page.locator('#contacts form');
  await form.getByLabel(/^Name/).fill('Ann Noscript');
  await form.getByLabel(/^Phone/).fill('+375 (29) 765-43-21');
  await form.getByLabel(/^Message/).fill('Sent without the page script');
  await consentBox(form).check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your enquiry has been sent' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/api/enquiry');
  expect(url.search).toBe('');
  await expect(
    page.getByText(
      /^A specialist will call you back (within 2 hours|today after|tomorrow after|on \w+day after).* on \+375\s29\s765-\u2060?43-\u2060?21\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/en/contact#contacts');
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Ann Noscript');
  expect(text).toContain('<a href="tel:+375297654321">+375 29 765-43-21</a>');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('a car enquiry (EN) from a catalogue card names the car and links its page', async ({ page, request }) => {
  await page.goto('/en/catalog?q=001%20you');
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Request information about the Zeekr 001 YOU', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Enquiry about the Zeekr 001 YOU' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('John Smith');
  await dialog.getByLabel(/^E-mail/).fill('john@example.com');
  await dialog.getByLabel(/^Phone/).fill('+375 29 765 43 21');
  await dialog.getByLabel('By phone').check();
  await dialog.getByLabel(/^Message/).fill('Is it in stock?');
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /text=.*Zeekr%20001%20YOU.*%2Fen%2Fcars%2Fzeekr-001-you/,
  );
  await consentBox(dialog).check();
  await pauseLikeAPerson(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(dialog.getByText('Thank you! Your enquiry has been sent')).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Zeekr 001 YOU');
  // On the origin the pages were built for: the relay and the build read the same siteUrl.
  expect(text).toContain(`${getSiteUrl()}/en/cars/zeekr-001-you`);
  expect(text).toContain('john@example.com');
  // docs/decisions/relay.md#form-states: 2 s after success the dialog closes, and focus returns to its opener.
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(opener).toBeFocused();
});

test('by keyboard alone (EN): a filter, a car card, the gallery, then the enquiry dialog: Tab stays in it, Escape gives the focus back, and it sends', async ({
  page,
  request,
}) => {
  // A whole visit by keyboard (a filter, a card, the gallery, the dialog, every field typed): 25 s beside the unit
  // tests on two busy cores, 31 s with a third job (CI of 6128c2e), against the default 30 s.
  test.slow();
  const t = catalogStrings('en');
  await page.goto('/en/catalog');
  await waitForHydration(page);
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(t('results', { count: CARS.length }));

  // A filter: the brand list, changed by an arrow key; the in-stock box, by the space bar.
  const brand = page.getByLabel(t('filters.brand'), { exact: true });
  await tabTo(page, brand);
  await page.keyboard.press('ArrowDown');
  // The next choice after "All brands".
  const slug = (await brand.locator('option').nth(1).getAttribute('value'))!;
  await expect(brand).toHaveValue(slug);
  const ofBrand = CARS.filter((car) => brandSlug(car.manufacturer) === slug);
  await expect(count).toHaveText(t('results', { count: ofBrand.length }));
  await tabTo(page, page.getByRole('checkbox', { name: new RegExp(`^${t('filters.stock')}`) }));
  await page.keyboard.press('Space');
  await expect(count).toHaveText(t('results', { count: ofBrand.filter((car) => car.inStock).length }));
  // Its chip takes it away again, and the focus goes on to the chip left, the brand's.
  const chips = page.getByRole('list', { name: t('active.title') });
  await tabTo(page, chips.getByRole('button', { name: t('active.remove', { label: t('filters.stock') }) }));
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(t('results', { count: ofBrand.length }));
  await expect(chips.getByRole('button')).toBeFocused();

  // The first card's link opens its car.
  const link = page
    .getByRole('list', { name: t('resultsList') })
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .first();
  const name = (await link.textContent())!;
  expect(ofBrand.map((car) => car.name)).toContain(name);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await waitForHydration(page);

  // The gallery's next picture.
  const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^1 \//);
  await tabTo(page, gallery.getByRole('button', { name: 'Next picture' }));
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(/^2 \//);

  // The dialog: Tab goes round inside it, Shift+Tab from its first control to its last; Escape gives the focus back.
  const opener = page.getByRole('main').getByRole('button', { name: 'Request information', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Enquiry about the ${name}` });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
  let wentRound = false;
  for (let press = 0; press < 20 && !wentRound; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(), `Tab ${press + 1} stays in the dialog`).toBe(true);
    wentRound ||= await close.evaluate((element) => element === document.activeElement);
  }
  expect(wentRound, 'Tab came round to the first control').toBe(true);
  await tabTo(page, close);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Opened again, filled by typing into each field in turn, and sent.
  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type('Kate Keys');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Phone/)).toBeFocused();
  await page.keyboard.type('+375 29 765 43 21');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('By phone')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('By e-mail')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^E-mail/)).toBeFocused();
  await page.keyboard.type('kate@example.com');
  await tabTo(page, consentBox(dialog));
  await page.keyboard.press('Space');
  await expect(consentBox(dialog)).toBeChecked();
  await pauseLikeAPerson(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Thank you! Your enquiry has been sent' })).toBeFocused();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  for (const part of [name, 'Kate Keys', 'kate@example.com']) expect(text).toContain(part);
  // It closes by itself, and the focus is back on the button that opened it.
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(opener).toBeFocused();
});

test('the car page (RU) sends its car: carId and carName reach the relay, the car reaches Telegram', async ({ page, request }) => {
  await page.goto('/cars/avatr-11-ev');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Запросить информацию', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Запрос об Avatr 11 EV' });
  await dialog.getByLabel(/^Имя/).fill('Анна');
  await dialog.getByLabel(/^Электронная почта/).fill('anna@example.by');
  await dialog.getByLabel(/^Телефон/).fill('+375 29 111 22 33');
  await dialog.getByLabel(/^Сообщение/).fill('Можно на тест-драйв?');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/enquiry') && req.method() === 'POST');
  await consentBox(dialog).check();
  await pauseLikeAPerson(page);
  await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
  const payload = (await sent).postDataJSON() as { shownAt: number; sentAt: number };
  expect(payload).toMatchObject({ carId: getCar('avatr-11-ev')!.id, carName: 'Avatr 11 EV', [TRAP_FIELD]: '' });
  // The time trap's figures: when the dialog was shown and when it was sent, by the browser's clock.
  expect(payload.sentAt - payload.shownAt).toBeGreaterThanOrEqual(MIN_FILL_MS);
  await expect(dialog.getByText('Спасибо! Заявка отправлена')).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Avatr 11 EV');
  expect(text).toContain('/cars/avatr-11-ev');
});

test('the contact form (EN) and a car enquiry (RU) from the home page also arrive once each', async ({ page, request }) => {
  const form = await openHomeContacts(page, '/en');
  await form.getByLabel(/^Name/).fill('Olga');
  await form.getByLabel(/^Phone/).fill('+375 33 222 11 00');
  await form.getByLabel(/^Message/).fill('Test drive on Saturday?');
  await form.getByLabel(/I agree/).check();
  await pauseLikeAPerson(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your message has been sent' })).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  expect((await received(request))[0]!.body!.text).toContain('Test drive on Saturday?');

  await page.goto('/');
  await waitForHydration(page);
  const opener = page
    .locator('#our-vehicles')
    .getByRole('button', { name: /^Запросить информацию об? / })
    .first();
  const [, about, carName] = /^Запросить информацию (об?) (.+)$/.exec((await opener.getAttribute('aria-label')) ?? '') ?? [];
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Запрос ${about} ${carName}` });
  await dialog.getByLabel(/^Имя/).fill('Сергей');
  await dialog.getByLabel(/^Электронная почта/).fill('sergey@example.by');
  await dialog.getByLabel(/^Телефон/).fill('+375 44 555 66 77');
  await dialog.getByLabel(/^Сообщение/).fill('Когда можно посмотреть?');
  await consentBox(dialog).check();
  await pauseLikeAPerson(page);
  await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(dialog.getByText('Спасибо! Заявка отправлена')).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(2);
  const text = (await received(request))[1]!.body!.text!;
  expect(text).toContain(carName);
  expect(text).toContain('Когда можно посмотреть?');
});

test('the contact page form (RU) sends one message from /contact', async ({ page, request }) => {
  const form = await openHomeContacts(page, '/contact');
  await form.getByLabel(/^Имя/).fill('Игорь');
  await form.getByLabel(/^Телефон/).fill('+375 29 111 22 33');
  await form.getByLabel(/^Сообщение/).fill('Хочу посмотреть Avatr 07 в салоне');
  await form.getByLabel(/^Даю согласие/).check();
  await pauseLikeAPerson(page);
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(page.getByRole('heading', { name: 'Спасибо! Сообщение отправлено' })).toBeVisible();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Хочу посмотреть Avatr 07 в салоне');
  expect(text).toContain('/contact');
  await page.waitForTimeout(500);
  expect(await received(request)).toHaveLength(1);
});

test('each contact form rule shows its message, and editing a field clears its error (RU)', async ({ page, request }) => {
  const form = await openHomeContacts(page, '/');
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(form.getByText('Укажите имя')).toBeVisible();
  await expect(form.getByText('Укажите номер телефона')).toBeVisible();
  await expect(form.getByText('Напишите сообщение')).toBeVisible();
  await expect(form.getByText('Необходимо согласие на обработку данных')).toBeVisible();
  await expect(form.getByLabel(/^Имя/)).toBeFocused();

  await form.getByLabel(/^Имя/).fill('Иван');
  await expect(form.getByText('Укажите имя')).toBeHidden();
  await form.getByLabel(/^Телефон/).fill('call me maybe');
  await form.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(form.getByText('Введите корректный номер телефона')).toBeVisible();
  expect(await received(request)).toHaveLength(0);
});

test('each dialog rule shows its message (EN)', async ({ page, request }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Send an enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
  await dialog.getByLabel(/^Message/).clear();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  // docs/decisions/relay.md#35: name, phone and message; the e-mail only for an answer by e-mail
  // (this pinned 4 while the dialog started on e-mail).
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await expect(dialog.getByText('You must agree to data processing')).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();
  await dialog.getByLabel('By e-mail').check();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Please enter your e-mail: you asked for a reply by e-mail')).toBeVisible();
  await dialog.getByLabel(/^E-mail/).fill('not-an-email');
  await dialog.getByLabel(/^Phone/).fill('1234567890');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  // DECISIONS 39: «1234567890» is no Belarusian form and has no +: the message asks for the country code.
  await expect(dialog.getByText('Please add the country code')).toBeVisible();
  expect(await received(request)).toHaveLength(0);
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Closing clears the errors but keeps what was typed (issue 23; this pinned an emptied e-mail
  // while closing reset the dialog as the spec has it).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Send an enquiry' }).click();
  await expect(dialog.getByLabel(/^E-mail/)).toHaveValue('not-an-email');
  await expect(dialog.getByLabel(/^Phone/)).toHaveValue('1234567890');
  await expect(dialog.getByText('Please add the country code')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Send an enquiry' })).toBeFocused();
});

test("each form's own consent box blocks sending until it is ticked, then the form sends (docs/decisions/relay.md#36)", async ({
  page,
  request,
}) => {
  // Four forms on three pages, each sent: beside the unit tests on two busy cores it passed the default 30 s (CI of cba6ba6).
  test.slow();
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/enquiry') && req.method() === 'POST') posts.push(req.url());
  });
  /** Sent unticked: no request leaves, the error is under the box, the focus on it, and what was typed stays. */
  async function refused(scope: Locator, send: Locator, error: string, typed: Locator, value: string) {
    await expect(consentBox(scope)).not.toBeChecked();
    await send.click();
    await expect(scope.getByText(error)).toBeVisible();
    await expect(consentBox(scope)).toBeFocused();
    await expect(consentBox(scope)).toHaveAccessibleDescription(error);
    await expect(typed).toHaveValue(value);
    expect(posts).toHaveLength(0);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  }

  // The contact form (RU): its link opens the policy in the page's language.
  const form = await openHomeContacts(page, '/');
  await form.getByLabel(/^Имя/).fill('Анна');
  await form.getByLabel(/^Телефон/).fill('+375 29 123-45-67');
  await form.getByLabel(/^Сообщение/).fill('Перезвоните, пожалуйста');
  await expect(form.getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute('href', '/privacy');
  const sendMessage = form.getByRole('button', { name: 'Отправить сообщение' });
  await refused(form, sendMessage, 'Необходимо согласие на обработку данных', form.getByLabel(/^Сообщение/), 'Перезвоните, пожалуйста');
  await consentBox(form).check();
  await expect(form.getByText('Необходимо согласие на обработку данных')).toBeHidden();
  await pauseLikeAPerson(page);
  await sendMessage.click();
  await expect.poll(async () => (await received(request)).length).toBe(1);
  expect(posts).toHaveLength(1);

  // The enquiry dialog (EN).
  posts.length = 0;
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Send an enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
  await dialog.getByLabel(/^Name/).fill('Peter');
  await dialog.getByLabel(/^Phone/).fill('+375 29 444 55 66');
  await expect(dialog.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
  await expect(consentBox(dialog)).toHaveAccessibleName(/abroad.*Vercel.*Upstash.*Telegram/);
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await refused(dialog, send, 'You must agree to data processing', dialog.getByLabel(/^Name/), 'Peter');
  await consentBox(dialog).check();
  await pauseLikeAPerson(page);
  await send.click();
  await expect.poll(async () => (await received(request)).length).toBe(2);
  expect(posts).toHaveLength(1);

  // The subscribe box (RU).
  posts.length = 0;
  await page.goto(articlePath('ru'));
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Подписка на новости' });
  const email = box.getByLabel('Электронная почта');
  await email.fill('reader@example.org');
  await expect(box.getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute('href', '/privacy');
  const subscribe = box.getByRole('button', { name: 'Подписаться' });
  await refused(box, subscribe, 'Необходимо согласие на обработку данных', email, 'reader@example.org');
  await consentBox(box).check();
  await pauseLikeAPerson(page);
  await subscribe.click();
  await expect(box.getByRole('status')).toContainText('reader@example.org');
  await expect.poll(async () => (await received(request)).length).toBe(3);
  expect(posts).toHaveLength(1);
});

/** 14:05 in Minsk (UTC+3 all year) tomorrow: later than now, so the page's clock only moves on. */
/** «в течение 2 часов», "tomorrow after 9:00" … as the pages say it, from the dealer's sales hours (never pinned). */
function callbackIn(lang: Lang, at: Date): string {
  const t = createI18n(lang, loadStrings(lang, ['enquiry'])).getFixedT(lang, 'enquiry') as unknown as (
    key: string,
    values?: object,
  ) => string;
  return callbackPhrase(callbackWhen(at, getCompany().salesHours, getCompany().replyWithinHours), t);
}

function fivePastTwoInMinsk(): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(11, 5, 0, 0);
  return at;
}

/** The confirmation is right under its opener (under the row of buttons it is in), not elsewhere on the page. */
async function expectBeside(note: Locator, opener: Locator) {
  const [box, button] = [(await note.boundingBox())!, (await opener.boundingBox())!];
  expect(box.y + 1).toBeGreaterThanOrEqual(button.y);
  expect(box.y - (button.y + button.height)).toBeLessThan(120);
  expect(box.x < button.x + button.width && button.x < box.x + box.width).toBe(true);
}

test.describe('the dialog answers by phone unless asked, and leaves its confirmation beside the opener (docs/decisions/relay.md#35)', () => {
  // The confirmation shows the visitor's own time: the page's clock is set to 14:05 in Minsk.
  test.use({ timezoneId: 'Europe/Minsk' });

  test('a car page (RU): phone first, the car in the message, sent without an e-mail, the time beside the button', async ({
    page,
    request,
  }) => {
    await page.goto('/cars/zeekr-001-you');
    await waitForHydration(page);
    await page.clock.setSystemTime(fivePastTwoInMinsk());
    const opener = page.getByRole('main').getByRole('button', { name: 'Запросить информацию', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Запрос о Zeekr 001 YOU' });
    await expect(dialog.getByRole('radio', { name: 'По телефону' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'По электронной почте' })).not.toBeChecked();
    const email = dialog.getByLabel('Электронная почта (необязательно)');
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('required');
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(
      'Здравствуйте! Интересует Zeekr 001 YOU. Подскажите, пожалуйста, наличие и условия покупки.',
    );
    await dialog.getByLabel(/^Имя/).fill('Павел');
    await dialog.getByLabel(/^Телефон/).fill('+375 29 222 33 44');
    await consentBox(dialog).check();
    await pauseLikeAPerson(page);
    await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();

    await expect(dialog.getByText('Спасибо! Заявка отправлена')).toBeVisible();
    await expect.poll(async () => (await received(request)).length).toBe(1);
    const text = (await received(request))[0]!.body!.text!;
    expect(text).toContain('Интересует Zeekr 001 YOU. Подскажите');
    expect(text).toContain('<b>Предпочтительный способ связи:</b> телефон');
    expect(text).not.toContain('E-mail');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(opener).toBeFocused();
    const note = page.getByRole('main').getByRole('status').filter({ hasText: 'Заявка отправлена' });
    // When, from the sales hours (docs/decisions/relay.md#callback-time): never a bare «перезвоним».
    await expect(note).toHaveText(
      `Заявка отправлена в 14:05. Мы перезвоним вам ${callbackIn('ru', fivePastTwoInMinsk())} по номеру +375\u00A029\u00A0222-\u206033-\u206044.`,
    );
    await expectBeside(note, opener);
    // It stays.
    await page.waitForTimeout(1000);
    await expect(note).toBeVisible();
  });

  test('a catalogue card (EN): an answer by e-mail needs the address; the time stays in that card', async ({ page, request }) => {
    await page.goto('/en/catalog?q=001%20you');
    await waitForHydration(page);
    await page.clock.setSystemTime(fivePastTwoInMinsk());
    const opener = page.getByRole('button', { name: 'Request information about the Zeekr 001 YOU', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry about the Zeekr 001 YOU' });
    await expect(dialog.getByRole('radio', { name: 'By phone' })).toBeChecked();
    await expect(dialog.getByLabel('E-mail (optional)')).toBeVisible();
    await expect(dialog.getByLabel(/^Message/)).toHaveValue(
      "Hello! I'm interested in the Zeekr 001 YOU. Could you tell me whether it is available and the terms of purchase?",
    );
    await dialog.getByLabel(/^Name/).fill('Emma');
    await dialog.getByLabel(/^Phone/).fill('+375 29 765 43 21');
    await dialog.getByLabel('By e-mail').check();
    await consentBox(dialog).check();
    await pauseLikeAPerson(page);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Please enter your e-mail: you asked for a reply by e-mail')).toBeVisible();
    await expect(dialog.getByLabel(/^E-mail \*/)).toBeFocused();
    expect(await received(request)).toHaveLength(0);
    await dialog.getByLabel(/^E-mail/).fill('emma@example.com');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await expect.poll(async () => (await received(request)).length).toBe(1);
    const text = (await received(request))[0]!.body!.text!;
    expect(text).toContain('<b>E-mail:</b> emma@example.com');
    expect(text).toContain('<b>Предпочтительный способ связи:</b> e-mail');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(opener).toBeFocused();
    const card = page.getByRole('article').filter({ has: opener });
    const note = card.getByRole('status');
    await expect(note).toHaveText(`Enquiry sent at 14:05. We will reply to emma@example.com ${callbackIn('en', fivePastTwoInMinsk())}.`);
    await expectBeside(note, opener);
    await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent' })).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu (RU): a general sentence, then focus on the menu button and the time under the header', async ({ page, request }) => {
      await page.goto('/catalog');
      await waitForHydration(page);
      await page.clock.setSystemTime(fivePastTwoInMinsk());
      const menu = page.getByRole('button', { name: 'Открыть меню' });
      await menu.click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'Оставить заявку' }).click();
      const dialog = page.getByRole('dialog', { name: 'Оставить заявку' });
      await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(
        'Здравствуйте! Помогите, пожалуйста, подобрать автомобиль: что есть в наличии и на каких условиях?',
      );
      await dialog.getByLabel(/^Имя/).fill('Ольга');
      await dialog.getByLabel(/^Телефон/).fill('+375 33 444 55 66');
      await consentBox(dialog).check();
      await pauseLikeAPerson(page);
      await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
      await expect.poll(async () => (await received(request)).length).toBe(1);
      await expect(dialog).toBeHidden({ timeout: 5000 });
      await expect(menu).toBeFocused();
      const note = page.getByRole('banner').getByRole('status');
      await expect(note).toHaveText(
        `Заявка отправлена в 14:05. Мы перезвоним вам ${callbackIn('ru', fivePastTwoInMinsk())} по номеру +375\u00A033\u00A0444-\u206055-\u206066.`,
      );
      await expectBeside(note, menu);
      const axe = await new AxeBuilder({ page }).include('header').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      // Under the sticky header, it stays in view while the page scrolls, until the visitor hides it.
      await page.mouse.wheel(0, 1500);
      await expect(note).toBeInViewport();
      await page.getByRole('banner').getByRole('button', { name: 'Скрыть сообщение об отправке' }).click();
      await expect(note).toBeEmpty();
      await expect(menu).toBeFocused();
    });
  });
});

test.describe('on a phone, nothing typed into the dialog is lost, and a sent one says so until it closes (issue 23)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('RU: Esc and × keep the details, the method and the edited message; another car gets its own sentence; sent, the draft goes', async ({
    page,
    request,
  }) => {
    await page.goto('/catalog?q=zeekr');
    await waitForHydration(page);
    const openers = page.getByRole('button', { name: /^Запросить информацию об? Zeekr / });
    const [first, second] = [openers.nth(0), openers.nth(1)];
    const nameOf = async (opener: Locator) => /^Запросить информацию об? (.+)$/.exec((await opener.getAttribute('aria-label')) ?? '')![1]!;
    const [carA, carB] = [await nameOf(first), await nameOf(second)];
    const sentence = (car: string) => `Здравствуйте! Интересует ${car}. Подскажите, пожалуйста, наличие и условия покупки.`;
    const dialog = page.getByRole('dialog');

    await first.click();
    await expect(dialog).toBeVisible();
    // The phone's hint is an example of a Belarusian number, before anything is typed.
    await expect(dialog.getByText('Например: +375 29 123-45-67')).toBeVisible();
    await dialog.getByLabel(/^Имя/).fill('Ольга');
    await dialog.getByLabel(/^Телефон/).fill('+375 29 123-45-67');
    await dialog.getByRole('radio', { name: 'По электронной почте' }).check();
    await dialog.getByLabel(/^Электронная почта/).fill('olga@example.by');
    await dialog.getByLabel(/^Сообщение/).fill(`${sentence(carA)} Нас пятеро, нужен третий ряд.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await first.click();
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue('Ольга');
    await expect(dialog.getByLabel(/^Телефон/)).toHaveValue('+375 29 123-45-67');
    await expect(dialog.getByRole('radio', { name: 'По электронной почте' })).toBeChecked();
    await expect(dialog.getByLabel(/^Электронная почта/)).toHaveValue('olga@example.by');
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(`${sentence(carA)} Нас пятеро, нужен третий ряд.`);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();

    // Another car: the same person, but not the first car's message.
    await second.click();
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue('Ольга');
    await expect(dialog.getByLabel(/^Телефон/)).toHaveValue('+375 29 123-45-67');
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(sentence(carB));
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    // The draft lives as long as the page: a reload keeps it too.
    await page.reload();
    await waitForHydration(page);
    await first.click();
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(`${sentence(carA)} Нас пятеро, нужен третий ряд.`);
    await consentBox(dialog).check();
    await pauseLikeAPerson(page);
    await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
    // Until it closes, only what happened: no filled form, no greyed Send.
    await expect(dialog.getByRole('heading', { name: 'Спасибо! Заявка отправлена' })).toBeFocused();
    await expect(dialog.getByText(/^Мы ответим вам на olga@example\.by (в течение|сегодня|завтра|в|во) .+\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Отправить', exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel(/^Имя/)).toHaveCount(0);
    await expect.poll(async () => (await received(request)).length).toBe(1);
    expect((await received(request))[0]!.body!.text).toContain('Нас пятеро, нужен третий ряд.');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена в' })).toBeVisible();

    // Sent: that draft is gone.
    await first.click();
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue('');
    await expect(dialog.getByLabel(/^Телефон/)).toHaveValue('');
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue(sentence(carA));
  });

  test('EN: the car page keeps the draft through Esc and Cancel, and after sending shows the confirmation, then the time beside the button', async ({
    page,
    request,
  }) => {
    await page.goto('/en/cars/lixiang-l8-pro');
    await waitForHydration(page);
    const opener = page.getByRole('main').getByRole('button', { name: 'Request information', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry about the Lixiang L8 Pro' });
    await expect(dialog.getByText('For example: +375 29 123-45-67')).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('Olga');
    await dialog.getByLabel(/^Phone/).fill('12345abc');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      dialog.getByText('Please enter a valid phone number: only digits, spaces, hyphens, brackets and a + at the start'),
    ).toBeVisible();
    await dialog.getByLabel(/^Phone/).fill('+375 29 123-45-67');
    await dialog.getByLabel(/^Message/).fill('We are five and need a third row.');
    // Filled at a person's pace: sent at once after being opened again, the draft still counts
    // from its first showing and is not taken for a bot's (docs/decisions/relay.md#27).
    await pauseLikeAPerson(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Olga');
    await expect(dialog.getByLabel(/^Phone/)).toHaveValue('+375 29 123-45-67');
    await expect(dialog.getByLabel(/^Message/)).toHaveValue('We are five and need a third row.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await opener.click();
    await expect(dialog.getByLabel(/^Message/)).toHaveValue('We are five and need a third row.');
    // Opened again, the consent box is unticked (docs/decisions/relay.md#36: it is given per send).
    await expect(consentBox(dialog)).not.toBeChecked();
    await consentBox(dialog).check();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank you! Your enquiry has been sent' })).toBeFocused();
    await expect(dialog.getByText(/^We will call you back .+ on \+375\s29\s123-\u2060?45-\u2060?67\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await expect.poll(async () => (await received(request)).length).toBe(1);
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(opener).toBeFocused();
    const note = page.getByRole('main').getByRole('status').filter({ hasText: 'Enquiry sent at' });
    await expect(note).toHaveText(
      /^Enquiry sent at \d\d:\d\d\. We will call you back (within 2 hours|today after \d|tomorrow after \d|on \w+day after \d)/,
    );
    await expectBeside(note, opener);
    await opener.click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
    await expect(dialog.getByLabel(/^Message/)).toHaveValue(
      "Hello! I'm interested in the Lixiang L8 Pro. Could you tell me whether it is available and the terms of purchase?",
    );
  });
});

test.describe('when delivery fails', () => {
  // The browser itself logs the relay's 502 answer.
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test('when Telegram refuses, the visitor is told it was not sent, offered the phone, and keeps every field (EN)', async ({
    page,
    request,
  }) => {
    await queue(request, { type: 'bad_request' });
    const form = await openHomeContacts(page, '/en');
    await form.getByLabel(/^Name/).fill('Maria');
    await form.getByLabel(/^Phone/).fill('+375 29 111 22 33');
    await form.getByLabel(/^Message/).fill('Call me about the L9');
    await form.getByLabel(/I agree/).check();
    await pauseLikeAPerson(page);
    await form.getByRole('button', { name: 'Send message' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('did not go through straight away, but we have kept it', { timeout: 15_000 });
    await expect(alert).toContainText('no need to send it again');
    await expect(alert.getByRole('link', { name: /\+375/ })).toHaveAttribute('href', /^tel:\+375/);
    await expect(form.getByLabel(/^Name/)).toHaveValue('Maria');
    await expect(form.getByLabel(/^Phone/)).toHaveValue('+375 29 111 22 33');
    await expect(form.getByLabel(/^Message/)).toHaveValue('Call me about the L9');
    await expect(form.getByLabel(/I agree/)).toBeChecked();
    expect((await received(request)).length).toBe(1);
  });

  test('when Telegram may have taken it, the contact form says so and asks for a call, not a resend (RU)', async ({ page, request }) => {
    await queue(request, { type: 'server_error', status: 502 });
    const form = await openHomeContacts(page, '/');
    await form.getByLabel(/^Имя/).fill('Олег');
    await form.getByLabel(/^Телефон/).fill('+375 29 333 44 55');
    await form.getByLabel(/^Сообщение/).fill('Нужна консультация');
    await form.getByLabel(/^Даю согласие/).check();
    await pauseLikeAPerson(page);
    await form.getByRole('button', { name: 'Отправить сообщение' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Сообщение, возможно, дошло');
    await expect(alert).toContainText('Форма не отправит его снова');
    await expect(alert).not.toContainText('сохранили');
    // The form does not send it again by itself (issue 25); the message box has the focus, so a phone shows it.
    await expect(form.getByRole('button', { name: 'Отправить сообщение' })).toBeDisabled();
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: /\+375/ })).toHaveAttribute('href', /^tel:\+375/);
    await expect(form.getByLabel(/^Сообщение/)).toHaveValue('Нужна консультация');
    expect((await received(request)).length).toBe(1);
    // Edited, it is another enquiry, and may be sent.
    await form.getByLabel(/^Сообщение/).fill('Нужна консультация, перезвоните после 18:00');
    await expect(form.getByRole('button', { name: 'Отправить сообщение' })).toBeEnabled();
  });

  test('when Telegram may have taken it, the dialog says so without "please try again" (EN)', async ({ page, request }) => {
    await queue(request, { type: 'server_error', status: 500 });
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Send an enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.getByLabel(/^Name/).fill('Peter');
    await dialog.getByLabel(/^E-mail/).fill('peter@example.com');
    await dialog.getByLabel(/^Phone/).fill('+375 29 444 55 66');
    await dialog.getByLabel(/^Message/).fill('Leasing for an L7?');
    await consentBox(dialog).check();
    await pauseLikeAPerson(page);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Your message may have arrived');
    await expect(alert).not.toContainText('Please try again');
    await expect(alert).toContainText('The form will not send it again');
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await expect(alert.getByRole('link', { name: /\+375/ })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByLabel(/^Message/)).toHaveValue('Leasing for an L7?');
  });

  test('the dialog keeps its fields when Telegram refuses (RU)', async ({ page, request }) => {
    await queue(request, { type: 'bad_request' });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Оставить заявку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Оставить заявку' });
    await dialog.getByLabel(/^Имя/).fill('Ирина');
    await dialog.getByLabel(/^Электронная почта/).fill('irina@example.by');
    await dialog.getByLabel(/^Телефон/).fill('+375 29 100 11 22');
    await dialog.getByLabel(/^Сообщение/).fill('Нужен лизинг');
    await consentBox(dialog).check();
    await pauseLikeAPerson(page);
    await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
    const alert = dialog.getByRole('alert');
    // Kept by the relay: no "please try again" (staff would read it twice).
    await expect(alert).toContainText('мы его сохранили');
    await expect(alert).not.toContainText('Попробуйте ещё раз');
    await expect(alert.getByRole('link', { name: /\+375/ })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue('Ирина');
    await expect(dialog.getByLabel(/^Сообщение/)).toHaveValue('Нужен лизинг');
    await expect(consentBox(dialog)).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Отправить', exact: true })).toBeEnabled();
    expect((await received(request)).length).toBe(1);
    // Sent again all the same: the relay has it already, answers so, and staff get it once (issue 25).
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
    await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
    expect(await (await answer).json()).toEqual({ ok: true, kept: true });
    await expect(page.getByText('Эта заявка у нас уже есть: отправлять её снова не нужно')).toBeVisible();
    expect((await received(request)).length).toBe(1);
  });
});

test('the header opens the dialog while the home page below the fold still waits for its code, which keeps the server HTML (RU)', async ({
  page,
}) => {
  // The sections below the fold load their code once the page is idle: held here until the dialog is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/below-the-fold-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached' });
  await page.evaluate(() => Object.assign(window, { preRenderedFaq: document.getElementById('faq') }));
  await page.getByRole('banner').getByRole('button', { name: 'Оставить заявку' }).click();
  await expect(page.getByRole('dialog', { name: 'Оставить заявку' })).toBeVisible();
  release();
  await waitForHydration(page);
  // Hydrated in place: an update that reached them before their code would have made React drop
  // the server's HTML and draw them again (error 421, which the fixture also fails on).
  expect(
    await page.evaluate(() => (window as unknown as { preRenderedFaq: Element }).preRenderedFaq === document.getElementById('faq')),
  ).toBe(true);
});

test('text typed into the contact form before its code arrived is kept once it does (EN)', async ({ page }) => {
  // The home page's form is pre-rendered and hydrates when the page is idle: on a slow
  // phone a visitor can start typing first. Hold its code back until they have.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/en');
  const form = page.locator('#contacts form');
  await form.getByLabel(/^Name/).fill('Early Typist');
  release();
  await waitForHydration(page);
  await form.getByLabel(/^Phone/).fill('+375 29 765 43 21');
  await form.getByLabel(/^Message/).fill('Typed after the code came');
  await expect(form.getByLabel(/^Name/)).toHaveValue('Early Typist');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('+375 29 765 43 21');
});

test('a reload keeps the draft of the contact form (RU)', async ({ page }) => {
  const form = await openHomeContacts(page, '/');
  await form.getByLabel(/^Имя/).fill('Пётр');
  await form.getByLabel(/^Сообщение/).fill('Черновик сообщения');
  await page.reload();
  await waitForHydration(page);
  const again = page.locator('#contacts form');
  await expect(again.getByLabel(/^Имя/)).toHaveValue('Пётр');
  await expect(again.getByLabel(/^Сообщение/)).toHaveValue('Черновик сообщения');
});

test('the spam traps are answered with success and nothing reaches Telegram', async ({ request }) => {
  const enquiry = { kind: 'contact', name: 'Bot', phone: '123', message: 'spam', consent: true, lang: 'en', page: '/en' };
  const now = Date.now();
  for (const data of [
    { ...enquiry, [TRAP_FIELD]: 'ACME' },
    { ...enquiry, [TRAP_FIELD]: '', shownAt: now - 300, sentAt: now },
  ]) {
    const response = await request.post('/api/enquiry', { data });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  }
  expect(await received(request)).toHaveLength(0);
});

test('the news subscription box checks the address and sends one message to Telegram', async ({ page, request }) => {
  await page.goto(articlePath('en'));
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Subscribe to our news' });
  const email = box.getByLabel('E-mail');
  await email.fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('not-an-address');
  expect(await received(request)).toHaveLength(0);

  await email.fill('reader@example.org');
  await consentBox(box).check();
  await pauseLikeAPerson(page);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toContainText('reader@example.org');
  await expect.poll(async () => (await received(request)).length).toBe(1);
  const text = (await received(request))[0]!.body!.text!;
  expect(text).toContain('Подписка на новости');
  expect(text).toContain('reader@example.org');
  expect(text).toContain(articlePath('en'));
});

test.describe('when a subscription fails', () => {
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test('a failed subscription keeps the address and offers the phone', async ({ page, request }) => {
    await queue(request, { type: 'bad_request' });
    await page.goto(articlePath('ru'));
    await waitForHydration(page);
    const box = page.getByRole('region', { name: 'Подписка на новости' });
    await box.getByLabel('Электронная почта').fill('reader@example.org');
    await consentBox(box).check();
    await pauseLikeAPerson(page);
    await box.getByRole('button', { name: 'Подписаться' }).click();
    await expect(box.getByRole('alert')).toContainText('+375');
    // In a subscription's words: kept, no need to send again (issue 25).
    await expect(box.getByRole('alert')).toContainText('Подписка не оформилась сразу, но мы сохранили ваш адрес');
    await expect(box.getByLabel('Электронная почта')).toHaveValue('reader@example.org');
  });
});
