/**
 * First-load JavaScript of every pre-rendered page (scripts/audit/first-load.ts). Prints
 * a table and exits 1 when a page goes over the budget.
 *
 *   npm run audit:js            (after npm run build)
 *   BUDGET_KB=120 npm run audit:js
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from '../build/html-files.js';
import { BUDGETS } from './budgets.js';
import { firstLoadMeter } from './first-load.js';

const dist = join(process.cwd(), 'dist');
const budgetKb = Number(process.env.BUDGET_KB ?? BUDGETS.firstLoadJsKb);
const measure = firstLoadMeter(dist);

const rows = htmlFiles(dist)
  .map((file) => ({ page: file, ...measure(readFileSync(join(dist, file), 'utf8')) }))
  .sort((a, b) => b.kb - a.kb);

console.log(`First-load JS (gzip) of ${rows.length} pages, budget ${budgetKb} KB`);
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${row.page}`);
const over = rows.filter((row) => row.kb > budgetKb);
if (over.length) {
  console.error(`${over.length} page(s) over the ${budgetKb} KB budget`);
  process.exitCode = 1;
}
