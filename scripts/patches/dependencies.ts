/**
 * Fixes to two installed packages that pre-render the pages, applied to node_modules after every
 * install (`postinstall`, which `npm ci` runs for the project itself; `npm run patch:deps` by hand)
 * and checked by vite.config.ts before anything builds or serves. What they fix: pages whose
 * aria-labels, alt texts and titles carried U+FFFD («Добавить Avatr 06 EV �в избранное»), at a
 * place that moved from page to page.
 *
 * - **react-dom 18.3.1** (`renderToPipeableStream`, the server renderer vite-react-ssg uses) encodes
 *   the HTML into 2,048-byte views. When the next string does not fit in what is left of a view, it
 *   sent the *whole* view, its unused zero bytes included, then started a new one: a NUL byte or two
 *   before a Cyrillic letter that did not fit, which the HTML parser (jsdom, then the browser) turns
 *   into U+FFFD inside an attribute. The fix sends only the bytes written, as React 19 does
 *   (facebook/react#26228; reported as #24985 and #31134, never released for 18).
 * - **vite-react-ssg 0.9.2** collected the stream by decoding each chunk on its own
 *   (`chunk.toString()`): a multi-byte character split between two chunks would become two U+FFFD.
 *   React 18 happens not to split a character between chunks, so nothing shows it today, but the
 *   decoding is wrong; the fix decodes the stream as one (a streaming `TextDecoder`, flushed at the end).
 *
 * Neither package offers a hook to do this from outside (vite-react-ssg renders with its own
 * writer, and is loaded before vite.config.ts), so the fix is made to their files. Each patch
 * names the version it was written for and replaces one exact piece of text: another version, or
 * a text that is not there, fails the install naming the package (see whether the new version
 * fixed it, then remove or redo the patch). tests/e2e/build-output.spec.ts fails on any U+FFFD in
 * dist/, whatever its cause.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
export const MARKER = '/* ev-dealer-site patch, scripts/patches/dependencies.ts */';

export interface Patch {
  /** The package, and the version the patch was written for. */
  pkg: string;
  version: string;
  /** The file inside the package, and the exact text replaced in it (found once). */
  file: string;
  original: string;
  patched: string;
}

export const PATCHES: Patch[] = [
  {
    pkg: 'react-dom',
    version: '18.3.1',
    file: 'cjs/react-dom-server.node.production.min.js',
    original: 'd<b.length&&(t(a,k),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written)',
    patched: `d<b.length&&(${MARKER}t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written)`,
  },
  {
    pkg: 'react-dom',
    version: '18.3.1',
    file: 'cjs/react-dom-server.node.development.js',
    original: `  if (read < stringChunk.length) {
    writeToDestination(destination, currentView);`,
    patched: `  if (read < stringChunk.length) {
    ${MARKER}
    writeToDestination(destination, currentView.subarray(0, writtenBytes));`,
  },
  {
    pkg: 'vite-react-ssg',
    version: '0.9.2',
    file: 'dist/shared/vite-react-ssg.Ctg3mDmH.mjs',
    original: `    this._output = "";
    this._deferred = {`,
    patched: `    ${MARKER}
    this._decoder = new TextDecoder("utf-8");
    this._output = "";
    this._deferred = {`,
  },
  {
    pkg: 'vite-react-ssg',
    version: '0.9.2',
    file: 'dist/shared/vite-react-ssg.Ctg3mDmH.mjs',
    original: `  _write(chunk, _enc, next) {
    this._output += chunk.toString();`,
    patched: `  _write(chunk, _enc, next) {
    ${MARKER}
    this._output += this._decoder.decode(chunk, { stream: true });`,
  },
  {
    pkg: 'vite-react-ssg',
    version: '0.9.2',
    file: 'dist/shared/vite-react-ssg.Ctg3mDmH.mjs',
    original: `  end() {
    this._deferred.resolve(this._output);`,
    patched: `  end() {
    ${MARKER}
    this._output += this._decoder.decode();
    this._deferred.resolve(this._output);`,
  },
];

export type PatchState = 'patched' | 'unpatched';

const count = (text: string, part: string) => text.split(part).length - 1;

/** The text with the patch applied; throws when it holds neither the original (once) nor the patched text. */
export function applyPatch(text: string, patch: Patch): { text: string; state: PatchState } {
  if (count(text, patch.patched) === 1) return { text, state: 'patched' };
  if (count(text, patch.original) !== 1) {
    throw new Error(
      `${patch.pkg}: ${patch.file} does not hold the text scripts/patches/dependencies.ts replaces ` +
        `(found ${count(text, patch.original)} times): see whether the package still needs the fix, then redo or remove the patch.`,
    );
  }
  return { text: text.replace(patch.original, () => patch.patched), state: 'unpatched' };
}

function installedVersion(pkg: string, nodeModules: string): string {
  return (JSON.parse(readFileSync(join(nodeModules, pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Applies every patch to the installed packages (`write`) or only looks (the build's check).
 * Returns the patches that were not applied before; throws on a version or text it does not know.
 */
export function patchDependencies({ write }: { write: boolean }, nodeModules = NODE_MODULES): Patch[] {
  const missing: Patch[] = [];
  for (const file of new Set(PATCHES.map((patch) => `${patch.pkg}/${patch.file}`))) {
    const patches = PATCHES.filter((patch) => `${patch.pkg}/${patch.file}` === file);
    const { pkg, version } = patches[0]!;
    const installed = installedVersion(pkg, nodeModules);
    if (installed !== version) {
      throw new Error(
        `${pkg}@${installed} is installed; scripts/patches/dependencies.ts fixes ${pkg}@${version}: ` +
          `see whether the new version still needs the fix, then redo or remove the patch.`,
      );
    }
    const path = join(nodeModules, file);
    const before = readFileSync(path, 'utf8');
    let text = before;
    for (const patch of patches) {
      const result = applyPatch(text, patch);
      text = result.text;
      if (result.state === 'unpatched') missing.push(patch);
    }
    if (write && text !== before) writeFileSync(path, text);
  }
  return missing;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const applied = patchDependencies({ write: true });
    const files = [...new Set(applied.map((patch) => `${patch.pkg}/${patch.file}`))];
    console.log(`[patch] ${files.length ? `fixed ${files.join(', ')}` : 'react-dom and vite-react-ssg already fixed'}`);
  } catch (error) {
    console.error(`[patch] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
