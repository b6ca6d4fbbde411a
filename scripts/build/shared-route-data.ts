/**
 * The parts of the route data files that many pages carry alike move to files of their own
 * under assets/, named by their content (src/lib/shared-route-data.ts says which parts and
 * why). Run by finish-html.ts on the pre-renderer's data files, before the pages name them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitSharedParts } from '../../src/lib/shared-route-data.js';

const MANIFEST_RE = /^static-loader-data-manifest-.+\.json$/;

export interface SharedRouteData {
  /** Each data file's text as the pre-renderer wrote it, by URL: what the pages were rendered with. */
  original: Map<string, string>;
  /** The shared parts each data file refers to, by the data file's URL. */
  partsOf: Map<string, string[]>;
}

export function shareRouteData(outDir: string): SharedRouteData {
  const urls = new Set(
    readdirSync(outDir)
      .filter((name) => MANIFEST_RE.test(name))
      .flatMap((name) => Object.values(JSON.parse(readFileSync(join(outDir, name), 'utf8')) as Record<string, string>))
      .map((relative) => `/${relative.replace(/^\//, '')}`),
  );
  const original = new Map([...urls].map((url) => [url, readFileSync(join(outDir, url), 'utf8')]));
  const { files, parts } = splitSharedParts(
    new Map([...original].map(([url, text]) => [url, JSON.parse(text) as Record<string, unknown>])),
    (text) => `/assets/route-data-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`,
  );
  for (const [url, text] of parts) writeFileSync(join(outDir, url), text);
  for (const [url, { data }] of files) writeFileSync(join(outDir, url), JSON.stringify(data));
  return { original, partsOf: new Map([...files].map(([url, { parts: used }]) => [url, used])) };
}
