/**
 * Every refusal the build can give has the staff's words (locales/<lang>/editor.json `problems`):
 * the codes are read from content/, where each check names its own (content/problems.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../content/files.js';
import ru from '../../locales/ru/editor.json';
import en from '../../locales/en/editor.json';

/** The codes the checks give: `problem(file, 'car.id-taken', …)`, `contentError(file, 'article.…', …)` and a schema check's `params: { code: '…' }`. */
const codes = readdirSync(CONTENT_DIR)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => {
    const source = readFileSync(join(CONTENT_DIR, file), 'utf8');
    return [
      ...source.matchAll(/(?:problem|contentError)\(\s*[^,]+,\s*'([a-z]+\.[a-z-]+)'/g),
      ...source.matchAll(/code: '([a-z]+\.[a-z-]+)'/g),
    ].map((match) => match[1]!);
  });

/** The zod codes a schema's refusal can carry. */
const SCHEMA_CODES = [
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'invalid_union',
  'unrecognized_keys',
  'not_multiple_of',
  'custom',
];

describe("the editor's words for the build's refusals", () => {
  it('finds the checks’ codes in content/', () => {
    expect(codes).toContain('car.id-taken');
    expect(new Set(codes).size).toBeGreaterThan(30);
  });

  it('words every code in both languages', () => {
    for (const code of [...new Set(codes), ...SCHEMA_CODES, 'unknown']) {
      expect(ru.problems, code).toHaveProperty([code]);
      expect(en.problems, code).toHaveProperty([code]);
    }
  });
});
