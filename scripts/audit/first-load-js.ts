/**
 * First-load JavaScript of every pre-rendered page: the scripts and modulepreloads
 * its HTML asks for, gzip-compressed (level 9, as a CDN serves them). Prints a table
 * and exits 1 when a page goes over the budget.
 *
 *   npm run audit:js            (after npm run build)
 *   BUDGET_KB=120 npm run audit:js
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from '../build/html-files.js';

const dist = join(process.cwd(), 'dist');
const budgetKb = Number(process.env.BUDGET_KB ?? 120);

const gzipCache = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipCache.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
    gzipCache.set(asset, size);
  }
  return size;
}

export function firstLoadAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  return [...found];
}

const rows = htmlFiles(dist)
  .map((file) => {
    const assets = firstLoadAssets(readFileSync(join(dist, file), 'utf8'));
    const bytes = assets.reduce((sum, asset) => sum + gzipSize(asset), 0);
    return { page: file, files: assets.length, kb: bytes / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);

console.log(`First-load JS (gzip) of ${rows.length} pages, budget ${budgetKb} KB`);
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${row.page}`);
const over = rows.filter((row) => row.kb > budgetKb);
if (over.length) {
  console.error(`${over.length} page(s) over the ${budgetKb} KB budget`);
  process.exitCode = 1;
}
