/**
 * The staff editor at /admin (docs/editor.md): Decap CMS's own bundle, copied from its pinned
 * package into dist/admin/ beside public/admin/ (the page and its generated config.yml), so the
 * site serves it itself: no CDN, and nothing of it on any public page.
 */
import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The bundle and the chunks it loads from beside itself (the package also ships a second build, cms.js, and source maps). */
const EDITOR_FILE = /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$|\.wasm$/;

export const EDITOR_DIR = 'admin';

/** Copies the editor's files into `<outDir>/admin/`; returns their count and bytes. */
export function copyEditor(outDir: string): { files: number; bytes: number } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('decap-cms/package.json'));
  const source = join(packageDir, 'dist');
  const target = join(outDir, EDITOR_DIR);
  mkdirSync(target, { recursive: true });
  let bytes = 0;
  const files = readdirSync(source).filter((name) => EDITOR_FILE.test(name));
  for (const name of files) {
    copyFileSync(join(source, name), join(target, name));
    bytes += statSync(join(source, name)).size;
  }
  return { files: files.length, bytes };
}
