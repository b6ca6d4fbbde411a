/**
 * The staff editor at /admin (docs/editor.md), built into dist/admin/ at the end of the site's
 * build: Sveltia CMS (its npm build, with the site's own fields and checks, src/editor/) bundled
 * by Vite, and config.yml generated from the content schemas and locales/*\/editor.json. The
 * site serves it itself (no CDN), and no public page loads any of it.
 *
 * The checks before a save are content/ itself, run in the browser over the repository's files:
 * node:fs, node:path and node:url are the in-memory stand-ins of src/editor/site-files/.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { cmsConfigText } from '../content/cms-config.js';
import { sveltiaRussian } from './sveltia-words.js';

export const EDITOR_DIR = 'admin';

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Every file under a folder, with its size. */
function filesIn(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: statSync(path).size };
    });
}

/** Builds the editor into `<outDir>/admin/`; returns its files' count and bytes. */
export async function buildEditor(
  outDir: string,
  env: { EDITOR_GIT_HOST?: string } = process.env,
): Promise<{ files: number; bytes: number }> {
  // Absolute: Vite resolves a relative outDir from its root, here src/editor/.
  const target = resolve(outDir, EDITOR_DIR);
  await build({
    configFile: false,
    root: source('src/editor'),
    base: `/${EDITOR_DIR}/`,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sveltiaRussian()],
    resolve: {
      alias: {
        'node:fs': source('src/editor/site-files/memory-fs.ts'),
        'node:path': source('src/editor/site-files/node-path.ts'),
        'node:url': source('src/editor/site-files/node-url.ts'),
      },
    },
    // content/ reads the build's environment; in the editor there is none (not a production build).
    define: { 'process.env': '{}' },
    build: {
      outDir: target,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Sveltia's bundle is one large file by design; its languages and tools load on demand.
      chunkSizeWarningLimit: 4096,
    },
  });
  writeFileSync(join(target, 'config.yml'), cmsConfigText(env));
  const files = filesIn(target);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}
