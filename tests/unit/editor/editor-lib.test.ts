/** The staff editor's pure parts: a car's number, the publish verdict, field labels and problem words. */
import { describe, expect, it } from 'vitest';
import { carId, otherIds } from '../../../src/editor/lib/next-id.js';
import { fieldLabels, pathLabel, scopeOfFile } from '../../../src/editor/lib/field-labels.js';
import { issueWords } from '../../../src/editor/lib/problem-words.js';
import { publishVerdict, SILENCE_MS } from '../../../src/editor/lib/publish-state.js';
import { typesetChanges } from '../../../src/editor/lib/typeset-entry.js';
import { typeset } from '../../../shared/typography.js';
import { cmsConfig } from '../../../scripts/content/cms-config.js';
import ru from '../../../locales/ru/editor.json';
import { companySchema } from '../../../content/schema.js';
import { schemaProblem } from '../../../content/problems.js';
import type { z } from 'zod';

/** The first issue the schema finds in a value, as the build reports it. */
function schemaIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the schema to refuse the value');
  return schemaProblem('content/company.yaml', result.error).issues[0]!;
}

describe("a car's number in the catalogue", () => {
  const cars = new Map<string, unknown>([
    ['content/cars/a.yaml', { id: 1 }],
    ['content/cars/b.yaml', { id: 7 }],
  ]);

  it('is kept when no other car has it', () => {
    expect(carId(1, otherIds(cars, 'content/cars/a.yaml'))).toBe(1);
  });

  it('is the next free number for a new car, and for a copy that kept the original’s', () => {
    expect(carId(undefined, otherIds(cars, ''))).toBe(8);
    expect(carId(7, otherIds(cars, ''))).toBe(8);
    expect(carId(undefined, [])).toBe(1);
  });
});

describe('whether a save reached the site', () => {
  const none = { statuses: [], checkRuns: [], deployments: [] };

  it('waits, then says the host is silent', () => {
    expect(publishVerdict(none, 1000)).toEqual({ kind: 'waiting' });
    expect(publishVerdict(none, SILENCE_MS + 1)).toEqual({ kind: 'silent' });
  });

  it('reads Vercel’s commit status: building, then published or failed with its log', () => {
    const status = (state: 'pending' | 'success' | 'failure') => ({
      ...none,
      statuses: [{ state, context: 'Vercel', target_url: 'https://vercel.example/log' }],
    });
    expect(publishVerdict(status('pending'), 0)).toEqual({ kind: 'building', by: 'Vercel' });
    expect(publishVerdict(status('success'), 0)).toEqual({ kind: 'published', by: 'Vercel' });
    expect(publishVerdict(status('failure'), 0)).toEqual({ kind: 'failed', by: 'Vercel', log: 'https://vercel.example/log' });
  });

  it('lets a deployment decide over other checks, and takes the site address from it', () => {
    const reports = {
      statuses: [{ state: 'failure' as const, context: 'CI' }],
      checkRuns: [],
      deployments: [{ environment: 'Production', state: 'success', environment_url: 'https://site.example' }],
    };
    expect(publishVerdict(reports, 0)).toEqual({ kind: 'published', by: 'Production', url: 'https://site.example' });
  });

  it('reads check runs: one still running is building, a failed one links its details', () => {
    const run = (status: string, conclusion: string | null) => ({
      ...none,
      checkRuns: [{ name: 'Pages', status, conclusion, details_url: 'https://ci.example/1' }],
    });
    expect(publishVerdict(run('in_progress', null), 0)).toEqual({ kind: 'building', by: 'Pages' });
    expect(publishVerdict(run('completed', 'failure'), 0)).toEqual({ kind: 'failed', by: 'Pages', log: 'https://ci.example/1' });
    expect(publishVerdict(run('completed', 'skipped'), 0)).toEqual({ kind: 'waiting' });
  });
});

describe("a build's refusal in the staff's words", () => {
  const config = cmsConfig({}) as Parameters<typeof fieldLabels>[0];
  const labels = fieldLabels(config);

  it('names a field by the labels of its path, a list item by its title or else its number', () => {
    expect(pathLabel(labels, 'cars', ['specs', 'weight'], '№ ')).toBe(`${labels.get('cars.specs')} → ${labels.get('cars.specs.weight')}`);
    expect(pathLabel(labels, 'cars', ['sources', 1, 'figures'], '№ ')).toBe(
      `${labels.get('cars.sources')} № 2 → ${labels.get('cars.sources.figures')}`,
    );
    // An item with a title of its own is named by it: its number changes as items are added and removed.
    const offers = { offers: [{ title: { ru: 'Ранняя бронь', en: 'Early booking' } }, { discount: 1 }] };
    expect(pathLabel(labels, 'offers', ['offers', 0, 'addedWith'], '№ ', offers)).toBe(
      `${labels.get('offers.offers')} «Ранняя бронь» → ${labels.get('offers.offers.addedWith')}`,
    );
    expect(pathLabel(labels, 'offers', ['offers', 1, 'discount'], '№ ', offers)).toMatch(/ № 2 → /);
    expect(scopeOfFile(config, 'content/company.yaml')).toBe('company');
    expect(scopeOfFile(config, 'content/cars/x.yaml')).toBe('cars');
  });

  it("words a schema's refusal and a check's, with the field's label and the figure's name", () => {
    const tooSmall = issueWords(
      { path: ['priceUSD'], code: 'too_small', params: { minimum: 0, origin: 'number' }, message: 'Too small' },
      'cars',
      ru,
      labels,
    );
    expect(tooSmall.startsWith(`${labels.get('cars.priceUSD')}: `)).toBe(true);
    expect(tooSmall).not.toMatch(/Too small|priceUSD|\{\{/);
    const unsourced = issueWords(
      { path: ['specs', 'weight'], code: 'car.figure-needs-source', params: { figure: 'weight' }, message: 'x' },
      'cars',
      ru,
      labels,
    );
    expect(unsourced).not.toMatch(/\bweight\b|\{\{/);
  });

  it('says a figure awaiting «Да, цифра верна» as that question, not as an empty field', () => {
    const issue = { path: ['usdToByn'], code: 'invalid_type', params: { expected: 'number' }, message: 'Invalid input' };
    const waiting = issueWords(issue, 'company', ru, labels, { usdToByn: '32' });
    expect(waiting).toContain(ru.app.numberWaiting);
    const empty = issueWords(issue, 'company', ru, labels, { usdToByn: null });
    expect(empty).toContain(ru.problems.invalid_type.number);
    expect(empty).not.toContain(ru.app.numberWaiting);
  });

  it('words a date or text left empty without talking of numbers', () => {
    const date = issueWords(
      { path: ['title'], code: 'invalid_type', params: { expected: 'string' }, message: 'x' },
      'cars',
      ru,
      labels,
      {},
    );
    expect(date).toContain(ru.problems.invalid_type.string);
    expect(date).not.toMatch(/числ/);
  });

  it('says a number or link in the wrong form as the field’s hint does', () => {
    const phone = schemaIssue(companySchema.shape.phone, { display: '8 029 123 45 67', isExample: false });
    expect(issueWords(phone, 'company', ru, labels)).toContain(ru.patterns.phone);
    const link = schemaIssue(companySchema.shape.messengers, { telegram: 't.me/dealer', isExample: false });
    expect(issueWords(link, 'company', ru, labels)).toContain(ru.patterns.uri);
  });

  it('still says which field, and the build’s sentence, for a code without words', () => {
    const words = issueWords({ path: ['name'], code: 'no.such-code', params: {}, message: 'the build says so' }, 'cars', ru, labels);
    expect(words).toContain(labels.get('cars.name'));
    expect(words).toContain('the build says so');
  });
});

describe('the typography written into what staff typed', () => {
  it('gives Russian its no-break spaces and «15 %», English "15%" and en-dashed ranges', () => {
    expect(typeset('L9 — 1 412 км, 20–80 % за 0,5 ч, скидка 5%', 'ru')).toBe(
      'L9\u00a0— 1\u00a0412\u00a0км, 20–80\u00a0% за 0,5\u00a0ч, скидка 5\u00a0%',
    );
    expect(typeset('from 10 - 80 km and 15-20 %, call +375 29 123-45-67', 'en')).toBe('from 10–80 km and 15–20%, call +375 29 123-45-67');
  });

  it('sets each text by its language, and leaves names, links and figures alone', () => {
    const car = {
      name: 'Zeekr 001 — YOU',
      description: { ru: 'Запас 600 км', en: '600 km, 10-80 % in 20 minutes' },
      url: 'https://a.by/1-2',
    };
    expect(typesetChanges(car)).toEqual([
      { path: ['description', 'ru'], text: 'Запас 600\u00a0км' },
      { path: ['description', 'en'], text: '600 km, 10–80% in 20 minutes' },
    ]);
    expect(typesetChanges({ title: 'Скидка 5%', faq: [{ answer: 'Да — до 2027 года' }] }, 'ru')).toEqual([
      { path: ['title'], text: 'Скидка 5\u00a0%' },
      { path: ['faq', 0, 'answer'], text: 'Да\u00a0— до 2027 года' },
    ]);
  });
});
