/**
 * First-load JavaScript of a pre-rendered page: the scripts its HTML loads and the entry
 * module and imports its route data block names for after the first paint
 * (scripts/build/deferred-entry.ts), gzip-compressed at level 9 (as a CDN serves them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '../../src/app/route-data.js';

export function firstLoadAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  const block = new RegExp(`<script[^>]* ${ENTRY_ATTRIBUTE}="([^"]+)" ${PRELOAD_ATTRIBUTE}="([^"]*)"`).exec(html);
  for (const asset of block ? [block[1]!, ...block[2]!.split(' ')] : []) if (asset) found.add(asset);
  return [...found];
}

/** Measures pages of one built site; each asset is compressed once. */
export function firstLoadMeter(distDir: string) {
  const gzipBytes = new Map<string, number>();
  const sizeOf = (asset: string) => {
    let size = gzipBytes.get(asset);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, asset)), { level: 9 }).length;
      gzipBytes.set(asset, size);
    }
    return size;
  };
  return (html: string) => {
    const assets = firstLoadAssets(html);
    return { files: assets.length, kb: assets.reduce((sum, asset) => sum + sizeOf(asset), 0) / 1024 };
  };
}
