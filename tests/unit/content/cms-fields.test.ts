/**
 * The staff editor's form (scripts/content/cms-config.ts, cms-fields.ts): generated from the
 * content schemas, every label, hint and choice in Russian from locales/ru/editor.json.
 */
import type { Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { cmsConfig, localGitHost } from '../../../scripts/content/cms-config.js';
import { editorStrings, type EditorStrings } from '../../../scripts/content/editor-strings.js';
import { carSchema, companySchema } from '../../../content/schema.js';

const config = cmsConfig({});
const forms = [...(config.collections ?? []), ...(config.singletons ?? [])] as { name: string; fields: Field[] }[];
const form = (name: string) => forms.find((candidate) => candidate.name === name)!;

type AnyField = Field & { fields?: AnyField[]; field?: AnyField; types?: AnyField[]; options?: unknown[]; pattern?: [string, string] };

/** Every field of every form, nested ones included. */
function everyField(fields: readonly AnyField[]): AnyField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField(field.fields ?? []),
    ...(field.field ? everyField([field.field]) : []),
    ...everyField(field.types ?? []),
  ]);
}
const allFields = forms.flatMap((each) => everyField(each.fields as AnyField[]));
const find = (fields: readonly Field[], name: string) => (fields as AnyField[]).find((field) => field.name === name)!;

/** Words a staff member reads: Russian letters, or a name that is the same in every language. */
const CYRILLIC = /[А-Яа-яЁё]/;
const PROPER_NAMES = new Set([
  'Telegram',
  'Viber',
  'WhatsApp',
  'Instagram',
  'YouTube',
  'VK',
  'CLTC',
  'WLTP',
  'WLTC',
  'NEDC',
  'AWD',
  'RWD',
  'FWD',
]);

describe('the staff editor form', () => {
  it('gives the car form every field of a car file, after the check before a save', () => {
    expect(form('cars').fields.map((field) => field.name)).toEqual(['siteCheck', ...Object.keys(carSchema.shape)]);
  });

  it('labels every field in Russian, never by its key', () => {
    expect(allFields.length).toBeGreaterThan(300);
    for (const field of allFields) {
      const label = String((field as { label?: string }).label ?? '');
      expect(CYRILLIC.test(label) || PROPER_NAMES.has(label), `${field.name}: "${label}"`).toBe(true);
      expect(label, field.name).not.toBe(field.name);
    }
  });

  it('words every choice, never showing a raw value', () => {
    const selects = allFields.filter((field) => field.widget === 'select');
    expect(selects.length).toBeGreaterThan(5);
    for (const field of selects) {
      for (const option of field.options as { label: string; value: unknown }[]) {
        expect(
          CYRILLIC.test(option.label) || /^\d/.test(option.label) || PROPER_NAMES.has(option.label),
          `${field.name}: ${option.label}`,
        ).toBe(true);
      }
    }
  });

  it('names the item a list adds, in lower case, so its button reads «Добавить источник»', () => {
    const lists = allFields.filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(20);
    for (const list of lists) {
      const singular = (list as { label_singular?: string }).label_singular ?? '';
      expect(singular, `${list.name}: ${String(list.label)}`).toMatch(/^[а-яё]/);
    }
  });

  it('explains a format in words, not as an expression', () => {
    const patterned = allFields.filter((field) => field.pattern);
    expect(patterned.length).toBeGreaterThan(3);
    for (const field of patterned) expect(field.pattern![1], field.name).not.toMatch(/[\\^$]|\[a-z/);
  });

  it("makes every figure the site's own number field, with the schema's limits and usual range", () => {
    const price = find(form('cars').fields, 'priceUSD') as AnyField & Record<string, unknown>;
    expect(price).toMatchObject({ widget: 'site-number', integer: true, plausible: [10_000, 500_000], unit: 'usd' });
    const rate = find(form('company').fields, 'usdToByn') as AnyField & Record<string, unknown>;
    expect(rate).toMatchObject({ widget: 'site-number', integer: false, plausible: [1, 10], unit: 'rate' });
    expect(allFields.filter((field) => field.widget === 'number')).toEqual([]);
  });

  it('gives a car its number automatically, and makes its maker and an article’s cars choices from the catalogue', () => {
    expect(find(form('cars').fields, 'id').widget).toBe('site-id');
    expect(find(form('cars').fields, 'manufacturer')).toMatchObject({
      widget: 'relation',
      collection: 'brands',
      value_field: 'catalogueName',
    });
    const news = form('news').fields;
    expect(find(news, 'cars')).toMatchObject({ widget: 'relation', collection: 'cars', value_field: '{{slug}}', multiple: true });
    expect(find(find(news, 'image').fields!, 'car')).toMatchObject({ widget: 'relation', collection: 'cars' });
  });

  it("copies an article's shared facts to its English file and translates the rest", () => {
    const news = form('news').fields as AnyField[];
    for (const name of ['slug', 'date', 'category', 'cars']) expect(find(news, name).i18n, name).toBe('duplicate');
    for (const name of ['title', 'body']) expect(find(news, name).i18n, name).toBe(true);
  });

  it('gives the company facts one form with every fact of the file', () => {
    expect(form('company').fields.map((field) => field.name)).toEqual(['siteCheck', ...Object.keys(companySchema.shape)]);
  });

  it('fails when a field has no Russian label, naming it', () => {
    const real = editorStrings();
    const missing: EditorStrings = { ...real, field: (scope, path) => (path === 'priceUSD' ? undefined : real.field(scope, path)) };
    expect(() => cmsConfig({}, missing)).toThrow(/no label for the field "priceUSD" of "cars"/);
  });
});

describe("the editor's Git host", () => {
  it('is GitHub in production: no API root of its own', () => {
    expect(config.backend).toMatchObject({ name: 'github', auth_methods: ['token'] });
    expect((config.backend as { api_root?: string }).api_root).toBeUndefined();
  });

  it('is a local stand-in only on a loopback address, so a build can never send a sign-in elsewhere', () => {
    expect(localGitHost('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
    expect(localGitHost(undefined)).toBeUndefined();
    expect(() => localGitHost('https://evil.example')).toThrow(/loopback/);
    expect(cmsConfig({ EDITOR_GIT_HOST: 'http://127.0.0.1:9999' }).backend).toMatchObject({ api_root: 'http://127.0.0.1:9999' });
  });
});
