/**
 * The enquiry dialog's draft (issue 23, docs/decisions/relay.md#28): the visitor's details are
 * kept whatever the car, a message only for its own car and only once changed, and a sent
 * enquiry's draft goes.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DIALOG_DRAFT,
  dialogFields,
  forgetSent,
  isEmptyDraft,
  readDialogDraft,
  rememberDialog,
  subjectOf,
  type DialogFields,
} from '../../../src/features/enquiry/lib/dialog-draft.js';

const zeekr = 'Здравствуйте! Интересует Zeekr 001 YOU. Подскажите, пожалуйста, наличие и условия покупки.';
const avatr = 'Здравствуйте! Интересует Avatr 11 EV. Подскажите, пожалуйста, наличие и условия покупки.';
const typed: DialogFields = { name: 'Ольга', phone: '+375 29 123-45-67', email: '', message: zeekr, preferredContactMethod: 'phone' };

describe('subjectOf', () => {
  it('names a car by its id, and a general enquiry as such', () => {
    expect(subjectOf({ id: 7 })).toBe('car:7');
    expect(subjectOf()).toBe('general');
  });
});

describe('rememberDialog and dialogFields', () => {
  it('keeps the details and no message while the message is still the sentence put in', () => {
    const draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', typed, zeekr, 1000);
    expect(draft).toEqual({
      name: 'Ольга',
      phone: '+375 29 123-45-67',
      email: '',
      preferredContactMethod: 'phone',
      messages: {},
      shownAt: 1000,
    });
    expect(dialogFields(draft, 'car:7', zeekr)).toEqual(typed);
  });

  it("keeps an edited message for its own car only: another car opens on its own sentence with the visitor's details", () => {
    const edited = {
      ...typed,
      message: `${zeekr}\nНас пятеро, нужен третий ряд.`,
      preferredContactMethod: 'email' as const,
      email: 'o@example.by',
    };
    const draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', edited, zeekr, 1000);
    expect(draft.messages).toEqual({ 'car:7': `${zeekr}\nНас пятеро, нужен третий ряд.` });
    expect(dialogFields(draft, 'car:7', zeekr)).toEqual(edited);
    expect(dialogFields(draft, 'car:12', avatr)).toEqual({
      name: 'Ольга',
      phone: '+375 29 123-45-67',
      email: 'o@example.by',
      preferredContactMethod: 'email',
      message: avatr,
    });
    expect(dialogFields(draft, 'general', 'Помогите подобрать').message).toBe('Помогите подобрать');
  });

  it('forgets a message put back to the sentence or emptied, and keeps the other cars’ messages', () => {
    let draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', { ...typed, message: 'Есть ли в наличии?' }, zeekr);
    draft = rememberDialog(draft, 'car:12', { ...typed, message: 'А лизинг?' }, avatr);
    expect(draft.messages).toEqual({ 'car:7': 'Есть ли в наличии?', 'car:12': 'А лизинг?' });
    draft = rememberDialog(draft, 'car:7', { ...typed, message: zeekr }, zeekr);
    expect(draft.messages).toEqual({ 'car:12': 'А лизинг?' });
    draft = rememberDialog(draft, 'car:12', { ...typed, message: '  ' }, avatr);
    expect(draft.messages).toEqual({});
    // An emptied message opens on the sentence again.
    expect(dialogFields(draft, 'car:12', avatr).message).toBe(avatr);
  });

  it('keeps the first showing for the time trap', () => {
    let draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', typed, zeekr, 5000);
    draft = rememberDialog(draft, 'car:7', typed, zeekr, 9000);
    expect(draft.shownAt).toBe(5000);
    expect(rememberDialog(draft, 'car:7', typed, zeekr, 3000).shownAt).toBe(3000);
    expect(rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', typed, zeekr).shownAt).toBeUndefined();
  });
});

describe('forgetSent', () => {
  it("drops the sent car's message and the details, and keeps messages begun about other cars", () => {
    let draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', { ...typed, message: 'Есть ли в наличии?' }, zeekr, 1000);
    draft = rememberDialog(draft, 'car:12', { ...typed, message: 'А лизинг?' }, avatr, 1000);
    expect(forgetSent(draft, 'car:12')).toEqual({ ...EMPTY_DIALOG_DRAFT, messages: { 'car:7': 'Есть ли в наличии?' } });
    expect(isEmptyDraft(forgetSent(forgetSent(draft, 'car:12'), 'car:7'))).toBe(true);
  });
});

describe('isEmptyDraft', () => {
  it('is true for nothing typed, whatever the time, and false for any typed detail or a chosen e-mail', () => {
    expect(isEmptyDraft({ ...EMPTY_DIALOG_DRAFT, shownAt: 1 })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DIALOG_DRAFT, name: 'О' })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DIALOG_DRAFT, preferredContactMethod: 'email' })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DIALOG_DRAFT, messages: { general: 'x' } })).toBe(false);
  });
});

describe('readDialogDraft', () => {
  it('takes what is usable of whatever storage held', () => {
    expect(readDialogDraft(null)).toEqual(EMPTY_DIALOG_DRAFT);
    expect(readDialogDraft('text')).toEqual(EMPTY_DIALOG_DRAFT);
    expect(
      readDialogDraft({
        name: 'Ольга',
        phone: 375,
        preferredContactMethod: 'fax',
        messages: { 'car:7': 'Да', 'car:8': 5 },
        shownAt: 'now',
      }),
    ).toEqual({ name: 'Ольга', email: '', phone: '', preferredContactMethod: 'phone', messages: { 'car:7': 'Да' } });
    expect(readDialogDraft({ preferredContactMethod: 'email', shownAt: 42 })).toEqual({
      ...EMPTY_DIALOG_DRAFT,
      preferredContactMethod: 'email',
      shownAt: 42,
    });
  });
});

describe('the key of each subject’s fill (issue 25)', () => {
  const keyA = 'a1b2c3d4-0000-4000-8000-00000000000a';
  const keyB = 'a1b2c3d4-0000-4000-8000-00000000000b';
  const fields = { name: 'Ольга', email: '', phone: '+375 29 111 22 33', message: 'Лизинг?', preferredContactMethod: 'phone' as const };

  it('is kept per subject across a reload, and goes with the sent one', () => {
    let draft = rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', fields, 'Здравствуйте', 1, keyA);
    draft = rememberDialog(draft, 'car:8', fields, 'Здравствуйте', 1, keyB);
    const stored = readDialogDraft(JSON.parse(JSON.stringify(draft)));
    expect(stored.keys).toEqual({ 'car:7': keyA, 'car:8': keyB });
    expect(forgetSent(stored, 'car:7').keys).toEqual({ 'car:8': keyB });
  });

  it('drops what is not a key', () => {
    expect(readDialogDraft({ keys: { 'car:7': 'short', 'car:8': 5, general: keyA } }).keys).toEqual({ general: keyA });
    expect(rememberDialog(EMPTY_DIALOG_DRAFT, 'car:7', fields, 'Здравствуйте', 1, 'no').keys).toBeUndefined();
  });
});
