/**
 * `npm run audit:links` (part of `npm test`, after the build): the link check of
 * scripts/audit/link-check.ts over dist/. Prints the planned links and their count, and
 * exits 1 on any broken link, naming the page and the href.
 */
import { join } from 'node:path';
import { getSiteUrl } from '../../content/index.js';
import { checkLinks } from './link-check.js';

const report = checkLinks(join(process.cwd(), 'dist'), new URL(getSiteUrl()).origin);

console.log(`Link check: ${report.links} internal links and assets on ${report.pages} pages`);
const routes = [...new Set(report.planned.map((link) => link.route))];
console.log(`Planned (a route of src/lib/paths.ts without a page yet): ${report.planned.length} links to ${routes.length} routes`);
for (const link of report.planned) console.log(`  ${link.href.padEnd(44)} ${link.route.padEnd(16)} linked from ${link.pages} pages`);
if (report.broken.length > 0) {
  console.error(`\n${report.broken.length} broken links:`);
  for (const problem of report.broken) console.error(`  ${problem.page}: ${problem.href} (${problem.reason})`);
  process.exitCode = 1;
} else {
  console.log('No broken links.');
}
