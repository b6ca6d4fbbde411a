/**
 * `npm run audit:links` (part of `npm test`, after the build): the link check of
 * scripts/audit/link-check.ts over dist/. Exits 1 on any broken link, naming the page
 * and the href.
 */
import { join } from 'node:path';
import { getSiteUrl } from '../../content/index.js';
import { checkLinks } from './link-check.js';

const report = checkLinks(join(process.cwd(), 'dist'), new URL(getSiteUrl()).origin);

console.log(`Link check: ${report.links} internal links and assets on ${report.pages} pages`);
if (report.broken.length > 0) {
  console.error(`\n${report.broken.length} broken links:`);
  for (const problem of report.broken) console.error(`  ${problem.page}: ${problem.href} (${problem.reason})`);
  process.exitCode = 1;
} else {
  console.log('No broken links.');
}
