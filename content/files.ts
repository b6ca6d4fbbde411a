/**
 * Where the project's folders are, for build-time code and the relay function. Found
 * from this file by walking up to the folder that holds content/company.yaml, so it
 * holds wherever the code runs: from its source (tests, scripts), bundled into the
 * pre-rendering build (.vite-react-ssg-temp/), or as a Vercel function (vercel.json
 * includes content/company.yaml with it).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'content', 'company.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`content/files: no content/company.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const CONTENT_DIR = join(PROJECT_ROOT, 'content');
export const PUBLIC_DIR = join(PROJECT_ROOT, 'public');
export const LOCALES_DIR = join(PROJECT_ROOT, 'locales');
