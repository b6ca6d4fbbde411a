/**
 * `npm run audit:content` (after `npm run build`): counts, on the built pages, what a
 * fact-checker and an editor count (issue 24): places in the Russian pages where a line can
 * break between a figure and its unit (or inside a number, «л. с.», before a dash), "sedan"
 * in the English pages' text, and on the Russian car pages the source links to a GitHub
 * dataset, the links to a YouTube search and the marks of unconfirmed figures. It prints the
 * figures; the content tests are what fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../content/files.js';
import { FIGURE_UNIT_SPACE, breakingSpaces } from '../../shared/typography.js';

// AUDIT_DIST measures another build (an older commit's, to compare).
const DIST = process.env.AUDIT_DIST ?? join(PROJECT_ROOT, 'dist');
const htmlFiles = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
/** What a reader sees: no scripts (the hydration data repeats the text), no tags, entities as characters. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const russian = htmlFiles.filter((file) => !file.startsWith('en/') && file !== 'en.html');
const english = htmlFiles.filter((file) => file.startsWith('en/') || file === 'en.html');
const russianCars = russian.filter((file) => file.startsWith('cars/'));

let figureUnit = 0;
let allBreaking = 0;
for (const file of russian) {
  const text = visibleText(read(file));
  figureUnit += [...text.matchAll(FIGURE_UNIT_SPACE)].length;
  allBreaking += breakingSpaces(text).length;
}
const sedan = english.reduce((sum, file) => sum + (visibleText(read(file)).match(/\bsedans?\b/gi)?.length ?? 0), 0);
let githubSources = 0;
let videoSearches = 0;
let unconfirmed = 0;
for (const file of russianCars) {
  const html = read(file);
  // Every occurrence, in the links and in the hydration data alike.
  githubSources += html.match(/https:\/\/(?:github\.com|raw\.githubusercontent\.com)\//g)?.length ?? 0;
  videoSearches += html.match(/youtube\.com\/results\?/g)?.length ?? 0;
  unconfirmed += visibleText(html).match(/не подтверждено/g)?.length ?? 0;
}

console.log(
  `Content audit of dist/ (${russian.length} Russian and ${english.length} English pages, ${russianCars.length} Russian car pages):`,
);
console.log(`  Russian pages, breaking space between a figure and its unit: ${figureUnit}`);
console.log(`  Russian pages, any breaking space the typography rules forbid: ${allBreaking}`);
console.log(`  English pages, "sedan" in the text: ${sedan}`);
console.log(`  Russian car pages, GitHub addresses (links and page data): ${githubSources}`);
console.log(`  Russian car pages, YouTube search addresses (links and page data): ${videoSearches}`);
console.log(`  Russian car pages, unconfirmed-figure marks: ${unconfirmed}`);
