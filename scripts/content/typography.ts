/**
 * `npm run content:typography`: writes the no-break spaces of Russian typography (issue 24,
 * shared/typography.ts) into the Russian texts: locales/ru, the Russian articles and legal
 * pages, and the Russian lines of the content files. Run it after editing Russian copy; the
 * content test (tests/content/typography.test.ts) fails on any place it would change.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTENT_DIR, LOCALES_DIR, PROJECT_ROOT } from '../../content/files.js';
import { fixBreakingSpaces } from '../../shared/typography.js';

const filesIn = (dir: string, test: (file: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(test)
    .map((file) => join(dir, file));

/** In a file with both languages, only a line with Cyrillic letters is Russian text. */
const onRussianLine = (text: string, offset: number) => {
  const start = text.lastIndexOf('\n', offset) + 1;
  const end = text.indexOf('\n', offset);
  return /[а-яё]/i.test(text.slice(start, end === -1 ? undefined : end));
};

const wholly = (text: string) => fixBreakingSpaces(text);
const russianLines = (text: string) => fixBreakingSpaces(text, onRussianLine);

const targets = [
  ...filesIn(join(LOCALES_DIR, 'ru'), (file) => file.endsWith('.json')).map((file) => [file, wholly] as const),
  ...filesIn(CONTENT_DIR, (file) => file.endsWith('.ru.md')).map((file) => [file, wholly] as const),
  ...filesIn(CONTENT_DIR, (file) => file.endsWith('.yaml')).map((file) => [file, russianLines] as const),
];

let changed = 0;
for (const [file, fix] of targets) {
  const before = readFileSync(file, 'utf8');
  const after = fix(before);
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
    console.log(`fixed ${relative(PROJECT_ROOT, file)}`);
  }
}
console.log(`${changed} of ${targets.length} files changed`);
