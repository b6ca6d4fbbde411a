/**
 * The enquiry dialog through its host, as the pages use it (docs/decisions/relay.md#35): the
 * preferred method starts on phone, the e-mail is required only for an answer by e-mail, the
 * message starts with a sentence naming the car, and after success a confirmation with the
 * time stays beside the button that opened it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCar, getCompany } from '../../content/index.js';
import ru from '../../locales/ru/enquiry.json';
import { callbackPhrase, callbackWhen } from '../../src/lib/enquiry/callback-time.js';
import { EnquiryDialogHost } from '../../src/app/enquiry-dialog-host.js';
import { useEnquiryDialog, type EnquiryCar } from '../../src/components/hooks/use-enquiry-dialog.js';
import { formatSentTime } from '../../src/lib/enquiry/sent-time.js';
import type { Lang } from '../../shared/lang.js';
import { renderWithProviders } from './render.js';
import { createI18n } from '../../src/i18n/index.js';
import { loadStrings } from '../../locales/index.js';

// jsdom has no modal dialogs: enough of <dialog> for the Dialog primitive (open, close, its event).
const dialogMethods = { showModal: HTMLDialogElement.prototype.showModal, close: HTMLDialogElement.prototype.close };
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => Object.assign(HTMLDialogElement.prototype, dialogMethods));

/**
 * The English strings, for what the dialog says when (`callback.*`), through i18next as the page reads them: within
 * the sales hours the phrase is a plural («within 2 hours»), which a plain lookup of the file did not resolve.
 */
const enT = createI18n('en', loadStrings('en', ['enquiry'])).getFixedT('en', 'enquiry') as unknown as (
  key: string,
  values?: Record<string, unknown>,
) => string;

const zeekr = getCar('zeekr-001-you')!;
const avatr = getCar('avatr-11-ev')!;
const asEnquiryCar = (car: typeof zeekr): EnquiryCar => ({ id: car.id, name: car.name, slug: car.slug });

/** An opener as the pages have them: a button, and beside it what the hook gives to show there. */
function Opener({ car, label }: { car?: EnquiryCar | readonly EnquiryCar[]; label: string }) {
  const enquiry = useEnquiryDialog();
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => enquiry.open(car)}>
        {label}
      </button>
      {enquiry.note}
    </section>
  );
}

function renderOpeners(lang: Lang) {
  return renderWithProviders(
    <EnquiryDialogHost>
      <Opener car={asEnquiryCar(zeekr)} label="Zeekr" />
      <Opener car={asEnquiryCar(avatr)} label="Avatr" />
      <Opener label="General" />
      <Opener car={[asEnquiryCar(zeekr), asEnquiryCar(avatr)]} label="Compared" />
    </EnquiryDialogHost>,
    { lang },
  );
}

async function open(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: label }));
  // The first opening loads (here: compiles) the dialog's module.
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
}

/** Text as it is, no-break spaces included (the default normalizer makes them spaces). */
const exact = (text: string) => text;

const ok = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));

describe('the enquiry dialog (docs/decisions/relay.md#35)', () => {
  it('starts on phone as the way to answer, with the e-mail optional (RU)', async () => {
    const user = userEvent.setup();
    renderOpeners('ru');
    const dialog = await open(user, 'Zeekr');
    expect(within(dialog).getByRole('radio', { name: 'По телефону' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'По электронной почте' })).not.toBeChecked();
    const email = within(dialog).getByLabelText('Электронная почта (необязательно)');
    expect(email).not.toBeRequired();
    expect(within(dialog).getByLabelText(/^Телефон/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Имя/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Сообщение/)).toBeRequired();
  });

  it('starts the message with a sentence naming the car, in each language, and a general one otherwise', async () => {
    const user = userEvent.setup();
    const { unmount } = renderOpeners('ru');
    let dialog = await open(user, 'Zeekr');
    expect(within(dialog).getByLabelText(/^Сообщение/)).toHaveValue(
      `Здравствуйте! Интересует ${zeekr.name}. Подскажите, пожалуйста, наличие и условия покупки.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    dialog = await open(user, 'General');
    expect(within(dialog).getByLabelText(/^Сообщение/)).toHaveValue(
      'Здравствуйте! Помогите, пожалуйста, подобрать автомобиль: что есть в наличии и на каких условиях?',
    );
    unmount();

    renderOpeners('en');
    dialog = await open(user, 'Avatr');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue(
      `Hello! I'm interested in the ${avatr.name}. Could you tell me whether it is available and the terms of purchase?`,
    );
  });

  it('names the compared cars in its title and first sentence (the comparison’s «Ask about these cars», issue 40)', async () => {
    const user = userEvent.setup();
    renderOpeners('en');
    const dialog = await open(user, 'Compared');
    expect(within(dialog).getByRole('heading', { name: 'Ask about the cars you compare' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue(
      `Hello! I'm comparing the ${zeekr.name} and ${avatr.name}. Could you help me choose: what is available, and on what terms?`,
    );
  });

  it("keeps the sentence editable, never writes over what the visitor wrote, and keeps a car's message for that car", async () => {
    const user = userEvent.setup();
    renderOpeners('en');
    let dialog = await open(user, 'Zeekr');
    // Opened again about another car before anything was written: the new car's sentence.
    await act(async () => screen.getByRole('button', { name: 'Avatr', hidden: true }).click());
    dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByLabelText(/^Message/);
    expect((message as HTMLTextAreaElement).value).toContain(avatr.name);
    await user.clear(message);
    await user.type(message, 'Do you take a trade-in?');
    // Issue 23: another car's dialog does not carry this car's message (this pinned the opposite
    // while the dialog had one message for every car).
    await act(async () => screen.getByRole('button', { name: 'Zeekr', hidden: true }).click());
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Message/)).toHaveValue(
      `Hello! I'm interested in the ${zeekr.name}. Could you tell me whether it is available and the terms of purchase?`,
    );
    await act(async () => screen.getByRole('button', { name: 'Avatr', hidden: true }).click());
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Message/)).toHaveValue('Do you take a trade-in?');
  });

  it('keeps everything typed when closed with × or Cancel; another car gets the details but its own sentence (RU)', async () => {
    const user = userEvent.setup();
    renderOpeners('ru');
    let dialog = await open(user, 'Zeekr');
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Ольга');
    await user.type(within(dialog).getByLabelText(/^Телефон/), '+375 29 123-45-67');
    await user.click(within(dialog).getByRole('radio', { name: 'По электронной почте' }));
    await user.type(within(dialog).getByLabelText(/^Электронная почта/), 'olga@example.by');
    await user.type(within(dialog).getByLabelText(/^Сообщение/), ' Нас пятеро.');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(dialog).not.toHaveAttribute('open');

    dialog = await open(user, 'Zeekr');
    expect(within(dialog).getByLabelText(/^Имя/)).toHaveValue('Ольга');
    expect(within(dialog).getByLabelText(/^Телефон/)).toHaveValue('+375 29 123-45-67');
    expect(within(dialog).getByRole('radio', { name: 'По электронной почте' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Электронная почта/)).toHaveValue('olga@example.by');
    expect(within(dialog).getByLabelText(/^Сообщение/)).toHaveValue(
      `Здравствуйте! Интересует ${zeekr.name}. Подскажите, пожалуйста, наличие и условия покупки. Нас пятеро.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    dialog = await open(user, 'Avatr');
    expect(within(dialog).getByLabelText(/^Имя/)).toHaveValue('Ольга');
    expect(within(dialog).getByLabelText(/^Телефон/)).toHaveValue('+375 29 123-45-67');
    expect(within(dialog).getByLabelText(/^Сообщение/)).toHaveValue(
      `Здравствуйте! Интересует ${avatr.name}. Подскажите, пожалуйста, наличие и условия покупки.`,
    );
  });

  it("shows the one phone rule's example as its hint, and an error that says what is wrong and what to type (RU, DECISIONS 39)", async () => {
    const user = userEvent.setup();
    const fetch = ok();
    renderOpeners('ru');
    const dialog = await open(user, 'General');
    const phone = within(dialog).getByLabelText(/^Телефон/);
    expect(phone).toHaveAccessibleDescription(ru.dialog.phoneHint);
    expect(ru.dialog.phoneHint).toContain('+375\u00A029\u00A0123-45-67');
    const refusals: [string, string][] = [
      ['12345abc', ru.dialog.errors.invalid_phone],
      ['1234567890', ru.dialog.errors.phone_country_code],
      ['+375 29 123', ru.dialog.errors.phone_belarus],
      ['+12345', ru.dialog.errors.phone_length],
    ];
    for (const [typed, message] of refusals) {
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
      expect(await within(dialog).findByText(message, { normalizer: exact })).toBeVisible();
      expect(phone).toHaveAccessibleDescription(message);
      // Nothing typed is lost.
      expect(phone).toHaveValue(typed);
    }
    expect(ru.dialog.errors.phone_country_code).toMatch(/^Добавьте код страны/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the e-mail only while e-mail is the chosen way to answer', async () => {
    const user = userEvent.setup();
    const fetch = ok();
    renderOpeners('ru');
    const dialog = await open(user, 'General');
    await user.click(within(dialog).getByRole('radio', { name: 'По электронной почте' }));
    const email = within(dialog).getByLabelText(/^Электронная почта \*/);
    expect(email).toBeRequired();
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Анна');
    await user.type(within(dialog).getByLabelText(/^Телефон/), '+375 29 123-45-67');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Укажите электронную почту: вы выбрали ответ по почте')).toBeVisible();
    expect(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // Back to the phone: the e-mail is optional again, its error gone, and the enquiry goes without it.
    await user.click(within(dialog).getByRole('radio', { name: 'По телефону' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Даю согласие/ }));
    expect(within(dialog).getByLabelText('Электронная почта (необязательно)')).not.toBeRequired();
    expect(within(dialog).queryByText('Укажите электронную почту: вы выбрали ответ по почте')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'enquiry', preferredContactMethod: 'phone', email: '', phone: '+375 29 123-45-67', consent: true });
  });

  it('sends only with its own consent ticked, and never keeps the tick in its draft (docs/decisions/relay.md#36, RU)', async () => {
    const user = userEvent.setup();
    const fetch = ok();
    renderOpeners('ru');
    let dialog = await open(user, 'Zeekr');
    const consent = within(dialog).getByRole('checkbox', { name: /^Даю согласие.*за рубеж.*Vercel.*Upstash.*Telegram/ });
    expect(consent).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute('href', '/privacy');
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Ольга');
    await user.type(within(dialog).getByLabelText(/^Телефон/), '+375 29 123-45-67');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    // Pressing Send is not consent: nothing leaves, the error is under the box and the focus on it.
    expect(await within(dialog).findByText('Необходимо согласие на обработку данных')).toBeVisible();
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Необходимо согласие на обработку данных');
    expect(fetch).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Имя/)).toHaveValue('Ольга');
    await user.click(consent);
    expect(within(dialog).queryByText('Необходимо согласие на обработку данных')).toBeNull();

    // Closed and opened again: what was typed is back, the tick is not (consent is given per send).
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/consent/);
    dialog = await open(user, 'Zeekr');
    expect(within(dialog).getByLabelText(/^Имя/)).toHaveValue('Ольга');
    expect(within(dialog).getByRole('checkbox', { name: /^Даю согласие/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Даю согласие/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ kind: 'enquiry', name: 'Ольга', consent: true });
  });

  it('after success closes in 2 s, gives the focus back to the opener and leaves the time beside it (EN)', async () => {
    const user = userEvent.setup();
    ok();
    renderOpeners('en');
    const dialog = await open(user, 'Zeekr');
    const opener = screen.getByRole('button', { name: 'Zeekr', hidden: true });
    const beside = screen.getByRole('region', { name: 'Zeekr', hidden: true });
    // The polite region is beside the opener, empty, before anything is sent.
    expect(within(beside).getByRole('status', { hidden: true })).toBeEmptyDOMElement();
    await user.type(within(dialog).getByLabelText(/^Name/), 'John');
    await user.type(within(dialog).getByLabelText(/^Phone/), '+375 29 765 43 21');
    await user.click(within(dialog).getByRole('checkbox', { name: /^I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const sentAt = Date.now();
    // Issue 23: until it closes, the dialog says it is done and how the answer comes, with the focus
    // on that; the filled form with a greyed Send is gone.
    const done = await within(dialog).findByRole('heading', { name: 'Thank you! Your enquiry has been sent' });
    expect(done).toHaveFocus();
    // When, by the sales hours (docs/decisions/relay.md#callback-time), and the number as staff will read it.
    const when = callbackPhrase(callbackWhen(new Date(sentAt), getCompany().salesHours, getCompany().replyWithinHours), enT);
    expect(
      within(dialog).getByText(`We will call you back ${when} on +375\u00A029\u00A0765-\u206043-\u206021.`, { normalizer: exact }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Name/)).toBeNull();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), { timeout: 4000 });
    expect(opener).toHaveFocus();
    const note = within(beside).getByRole('status');
    expect(note).toHaveTextContent(
      /^Enquiry sent at \d\d:\d\d\. We will call you back (within 2 hours|today after|tomorrow after|on [A-Z][a-z]+day after)/,
    );
    expect(note.textContent).toMatch(/ on \+375\u00A029\u00A0765-\u206043-\u206021\.$/);
    expect([sentAt, Date.now()].map((at) => `Enquiry sent at ${formatSentTime(new Date(at), 'en')}.`)).toContain(
      note.textContent!.split(' We')[0],
    );
    // Only beside the button it came from.
    expect(within(screen.getByRole('region', { name: 'Avatr' })).queryByRole('status')).toBeNull();
    // Sent, its draft is gone: opened again, the dialog starts afresh.
    const again = await open(user, 'Zeekr');
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(again).getByLabelText(/^Phone/)).toHaveValue('');
  });
});
