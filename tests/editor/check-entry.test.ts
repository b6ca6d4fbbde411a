/**
 * The staff editor's check before a save (src/editor/site-files/check-entry.ts): the entry laid over
 * the repository's files, and the build's own checks run on them in memory, as the editor's
 * browser bundle runs them (this project aliases node:fs to src/editor/site-files/memory-fs.ts).
 * Read from the live content, so the cases pick cars and brands from it rather than pinning them.
 */
// `fs`, not `node:fs`: this project gives content/ the in-memory `node:fs`; the test reads the disk.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEntry, entryFiles, fileData, type EditedEntry } from '../../src/editor/site-files/check-entry.js';

const ROOT = join(import.meta.dirname, '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(ROOT.length + 1));
}

/** The repository as the editor reads it: content files' text, public files' names. */
const snapshot = new Map<string, string>([
  ...filesUnder('content')
    .filter((path) => /\.(ya?ml|md)$/.test(path))
    .map((path) => [path, readFileSync(join(ROOT, path), 'utf8')] as const),
  ...filesUnder('public').map((path) => [path, ''] as const),
]);

const carFiles = [...snapshot.keys()].filter((path) => path.startsWith('content/cars/')).sort();
const carFile = carFiles[0]!;
const carData = () => parse(snapshot.get(carFile)!) as Record<string, unknown>;
const car = (data: Record<string, unknown>, path = carFile): EditedEntry => ({
  collection: 'cars',
  path,
  locale: 'ru',
  data,
  otherLocales: {},
});

describe('the check before a save, on the repository in memory', () => {
  it('passes an entry saved as it is', () => {
    expect(checkEntry(car(carData()), snapshot)).toBeNull();
  });

  it('refuses a cleared required figure, naming the field', () => {
    const problem = checkEntry(car({ ...carData(), priceUSD: null }), snapshot);
    expect(problem?.file).toBe(carFile);
    expect(problem?.issues.map((issue) => issue.path.join('.'))).toContain('priceUSD');
  });

  it('refuses a copy of a car that keeps its name: its page address is taken', () => {
    const data = carData();
    const problem = checkEntry(car(data, ''), snapshot);
    expect(problem?.issues[0]).toMatchObject({ code: 'car.name-taken', path: ['name'] });
    // Sveltia would save the copy beside the original, as the check assumed.
    expect([...entryFiles(car(data, ''), snapshot).keys()][0]).toBe(carFile.replace(/\.yaml$/, '-1.yaml'));
  });

  it('passes a renamed copy with the next free number and its own description; refuses one that keeps the number or the text', () => {
    const ids = carFiles.map((path) => (parse(snapshot.get(path)!) as { id: number }).id);
    const renamed = { ...carData(), name: `${String(carData().name)} Copy` };
    const described = { ...renamed, description: { ru: 'Описание копии.', en: 'The copy’s description.' } };
    expect(checkEntry(car({ ...described, id: Math.max(...ids) + 1 }, ''), snapshot)).toBeNull();
    expect(checkEntry(car(described, ''), snapshot)?.issues[0]).toMatchObject({ code: 'car.id-taken', path: ['id'] });
    expect(checkEntry(car({ ...renamed, id: Math.max(...ids) + 1 }, ''), snapshot)?.issues[0]).toMatchObject({
      code: 'car.copied-description',
      path: ['description', 'ru'],
    });
  });

  it('refuses a maker no brand file names', () => {
    expect(checkEntry(car({ ...carData(), manufacturer: 'Nowhere Motors' }), snapshot)?.issues[0]).toMatchObject({
      code: 'car.unknown-maker',
    });
  });

  it('reads the company facts with a new rate and a real phone as buildable', () => {
    const company = parse(snapshot.get('content/company.yaml')!) as Record<string, unknown>;
    const edited = { ...company, usdToByn: 3.2, phone: { display: '+375 29 123-45-67', isExample: false } };
    expect(
      checkEntry({ collection: 'company', path: 'content/company.yaml', locale: 'ru', data: edited, otherLocales: {} }, snapshot),
    ).toBeNull();
  });

  it('writes what Sveltia writes: empty optional values left out, the check field never', () => {
    expect(fileData({ siteCheck: null, a: '', b: [], c: { d: null }, e: 0, f: false, g: ['x', ''] })).toEqual({ e: 0, f: false, g: ['x'] });
    // Sveltia marks a list's items for itself, and drops the marks when it writes.
    expect(fileData({ timeline: [{ year: 2020, __sc_item_id: 'a1', __sc_item_original_key_path: 'timeline.0' }] })).toEqual({
      timeline: [{ year: 2020 }],
    });
  });
});
