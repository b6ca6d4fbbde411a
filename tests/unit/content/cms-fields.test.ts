import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsConfig } from '../../../scripts/content/cms-config.js';
import { cmsField, fieldLabel, objectFields, type JsonSchema } from '../../../scripts/content/cms-fields.js';
import { carSchema, localizedText } from '../../../content/schema.js';

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const fields = (shape: z.ZodRawShape) => objectFields(json(z.object(shape)));

describe('Decap fields from the content schemas', () => {
  it('labels a field from its name', () => {
    expect(fieldLabel('groundClearanceMin')).toBe('Ground clearance min');
    expect(fieldLabel('priceUSD')).toBe('Price usd');
  });

  it('gives text in both languages one box per language, both required', () => {
    const [field] = fields({ description: localizedText });
    expect(field).toMatchObject({
      widget: 'object',
      fields: [
        { name: 'ru', label: 'Русский', widget: 'text' },
        { name: 'en', label: 'English', widget: 'text' },
      ],
    });
    expect(field!.fields!.every((child) => child.required === undefined)).toBe(true);
  });

  it('carries number ranges, integer or not', () => {
    const [price, positive, share] = fields({
      priceUSD: z.number().int().min(40_000).max(100_000),
      range: z.number().int().positive(),
      percent: z.number().positive().max(50),
    });
    expect(price).toMatchObject({ widget: 'number', value_type: 'int', min: 40_000, max: 100_000 });
    expect(positive).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(positive!.max).toBeUndefined();
    expect(share).toMatchObject({ widget: 'number', value_type: 'float', min: 0, max: 50 });
  });

  it('offers the allowed values of an enum, one or many', () => {
    const [market, figures] = fields({ market: z.enum(['china', 'europe']), figures: z.array(z.enum(['range', 'power'])) });
    expect(market).toMatchObject({ widget: 'select', options: ['china', 'europe'] });
    expect(figures).toMatchObject({ widget: 'select', multiple: true, options: ['range', 'power'], required: false });
  });

  it('keeps patterns, and makes a union of numbers a number between its ends', () => {
    const [date, seats] = fields({
      checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      seats: z.union([z.literal(4), z.literal(5), z.literal(7)]),
    });
    expect(date!.pattern![0]).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(seats).toMatchObject({ widget: 'number', min: 4, max: 7 });
  });

  it('leaves every field of an optional object optional, so an entry without it can be saved', () => {
    const [note] = fields({ nameNote: localizedText.optional() });
    expect(note!.required).toBe(false);
    expect(note!.fields!.map((field) => field.required)).toEqual([false, false]);
  });

  it('turns a list of kinds into a typed list, a kind with nothing to fill in included', () => {
    const [needs] = fields({
      needs: z
        .array(
          z.discriminatedUnion('kind', [
            z.strictObject({ kind: z.literal('seats'), min: z.number().int() }),
            z.strictObject({ kind: z.literal('stock') }),
          ]),
        )
        .min(1),
    });
    expect(needs).toMatchObject({ widget: 'list', typeKey: 'kind', min: 1 });
    expect(needs!.types!.map((type) => [type.name, type.fields!.map((field) => field.name)])).toEqual([
      ['seats', ['min']],
      ['stock', ['kind']],
    ]);
  });

  it('marks an example company fact as one to replace before launch', () => {
    const [flag] = fields({ isExample: z.boolean() });
    expect(flag!.label).toMatch(/replace before launch/);
  });

  it('gives the car form every field of a car file', () => {
    const cars = cmsConfig().collections.find((collection) => collection.name === 'cars')!;
    expect(cars.fields!.map((field) => field.name)).toEqual(Object.keys(carSchema.shape));
  });

  it('makes a field of each property, whatever its JSON Schema', () => {
    expect(cmsField('anything', {})).toMatchObject({ widget: 'text' });
  });
});
