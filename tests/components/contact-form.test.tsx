/**
 * The contact form (docs/decisions/relay.md#forms): the one phone rule with its hint (DECISIONS 39), a
 * post to the relay rather than a GET (DECISIONS 40), a confirmation that says when the dealer will call,
 * and failures that end with the dealer's number as a link, never run into the text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCompany } from '../../content/index.js';
import ru from '../../locales/ru/enquiry.json';
import { ContactForm } from '../../src/features/enquiry/components/contact-form.js';
import { RATE_LIMIT_WINDOW_MINUTES } from '../../src/lib/enquiry/limits.js';
import { renderWithProviders } from './render.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

const answer = (body: string, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

async function fill(user: ReturnType<typeof userEvent.setup>, phone: string) {
  const form = screen.getByRole('form', { name: ru.contactForm.title });
  await user.type(within(form).getByLabelText(/^Имя/), 'Анна');
  await user.type(within(form).getByLabelText(/^Телефон/), phone);
  await user.type(within(form).getByLabelText(/^Сообщение/), 'Интересует Zeekr 7X');
  await user.click(within(form).getByRole('checkbox', { name: /^Даю согласие/ }));
  return form;
}

describe('the contact form', () => {
  it('posts to the relay, never a GET that would put the fields in a URL, with what a post without script needs', () => {
    renderWithProviders(<ContactForm />, { path: '/contact' });
    const form = screen.getByRole('form', { name: ru.contactForm.title }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/enquiry');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ kind: 'contact', lang: 'ru', page: '/contact' });
  });

  it('shows the phone hint under the field, tied to it, until an error that says what to type takes its place', async () => {
    const user = userEvent.setup();
    const fetch = answer('{"ok":true}');
    renderWithProviders(<ContactForm />);
    const phone = screen.getByLabelText(/^Телефон/);
    expect(phone).toHaveAccessibleDescription(ru.contactForm.phoneHint);
    const form = await fill(user, '1234567890');
    await user.click(within(form).getByRole('button', { name: ru.contactForm.submit }));
    expect(await within(form).findByText(ru.contactForm.errors.phone_country_code, { normalizer: (text) => text })).toBeVisible();
    expect(phone).toHaveAccessibleDescription(ru.contactForm.errors.phone_country_code);
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('1234567890');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline')), ru.relay.network],
    ['an answer that is not the relay’s', () => answer('<html>', 502), ru.relay.generic],
    ['a relay error', () => answer('{"ok":false,"code":"internal","error":"x"}', 500), ru.relay.internal],
    ['the rate limit', () => answer('{"ok":false,"code":"rate_limited","error":"x","retryAfter":60}', 429), ru.relay.rate_limited],
  ])('after %s, says so in a sentence that ends with the dealer’s number as a link, keeping every field', async (_, respond, text) => {
    const user = userEvent.setup();
    respond();
    renderWithProviders(<ContactForm />);
    const form = await fill(user, '8 029 123 45 67');
    await user.click(within(form).getByRole('button', { name: ru.contactForm.submit }));
    const alert = await within(form).findByRole('alert');
    const phone = getCompany().phone.display;
    // jest-dom reads a no-break space as a space when it keeps the whitespace.
    const expected = text
      .replace('{{phone}}', phone)
      .replace('{{minutes}}', String(RATE_LIMIT_WINDOW_MINUTES))
      .replace(/\u00a0/g, ' ');
    expect(alert).toHaveTextContent(expected, {
      normalizeWhitespace: false,
    });
    expect(alert.textContent).toMatch(new RegExp(`: ${phone.replace(/[+()]/g, '\\$&')}\\.$`));
    expect(within(alert).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    expect(within(form).getByLabelText(/^Телефон/)).toHaveValue('8 029 123 45 67');
  });

  it('says when the dealer will call, from the sales hours', async () => {
    const user = userEvent.setup();
    const fetch = answer('{"ok":true}');
    renderWithProviders(<ContactForm />);
    const form = await fill(user, '+375 29 123-45-67');
    await user.click(within(form).getByRole('button', { name: ru.contactForm.submit }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /^Спасибо! Сообщение отправленоСпециалист перезвонит вам (в течение \d+\sчас|сегодня после|завтра после|в [а-я]+ после|во вторник после)/,
    );
    // The number as staff will read it, so that a wrong one can be seen before the dealer calls it.
    expect(status.textContent).toMatch(/ по номеру \+375\u00A029\u00A0123-\u206045-\u206067\.$/);
  });
});
