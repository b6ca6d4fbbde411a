/**
 * The page table is assembled from the folders, not written by hand: each folder of
 * src/pages/ with a route.ts is a page, and its name is the folder's (`news-article` →
 * `newsArticle`, as in `paths.newsArticle(lang, …)`). Adding a page is its folder and its
 * strings in locales/; this writes the three indexes that TypeScript cannot glob:
 *
 * - src/lib/routes.gen.ts: every route pattern (read from the folders' route.ts), typed,
 *   for the href builders (src/lib/paths.ts) and the router — the browser half;
 * - src/app/build/page-builds.gen.ts: each page's data.ts — the build-only half;
 * - src/i18n/resources.gen.ts: the types of the strings, from locales/ru/*.json.
 *
 * Run by the build and the dev server (vite.config.ts), by `npm run typecheck`, and by
 * hand with `npm run pages:index`. Files are rewritten only when their text changes.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../content/files.js';

export const ROOT = PROJECT_ROOT;

const HEADER = (source: string) =>
  `// Generated from ${source} by scripts/build/page-index.ts (npm run pages:index; the build,\n// the dev server and the typecheck run it too). Do not edit: change the folders.\n`;

/** `route.ts` holds one line the index reads: `export const pattern = '/cars/:slug';`. */
const PATTERN_RE = /^export const pattern = '([^']*)';$/m;

export interface PageFolder {
  /** The route's name in paths and the page table: the folder's name in camelCase. */
  name: string;
  folder: string;
  pattern: string;
}

const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The pages of a src/pages/ folder, in the order of their patterns (the home page first). */
export function readPageFolders(pagesDir: string): PageFolder[] {
  const pages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pagesDir, entry.name, 'route.ts')))
    .map(({ name: folder }) => {
      const dir = join(pagesDir, folder);
      const route = readFileSync(join(dir, 'route.ts'), 'utf8');
      const pattern = PATTERN_RE.exec(route)?.[1];
      if (pattern === undefined || !pattern.startsWith('/')) {
        throw new Error(`page index: src/pages/${folder}/route.ts must say \`export const pattern = '/…';\` on one line`);
      }
      for (const file of ['page.tsx', 'data.ts']) {
        if (!existsSync(join(dir, file))) throw new Error(`page index: src/pages/${folder}/ has a route.ts but no ${file}`);
      }
      if (!/^[a-z][a-z0-9-]*$/.test(folder)) throw new Error(`page index: src/pages/${folder}/: a page folder is named in kebab-case`);
      return { name: camelCase(folder), folder, pattern };
    });
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.pattern);
    if (other) throw new Error(`page index: ${other} and ${page.folder} both answer ${page.pattern}`);
    seen.set(page.pattern, page.folder);
  }
  return pages.sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
}

const key = (name: string) => (/^[a-zA-Z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function routesFile(pages: PageFolder[]): string {
  return `${HEADER('src/pages/*/route.ts')}
/** Each page's route pattern, as the Russian site has it (the English one adds /en). */
export const ROUTES = {
${pages.map((page) => `  ${page.name}: '${page.pattern}',`).join('\n')}
} as const;

/** Each route's folder in src/pages/. */
export const PAGE_FOLDERS = {
${pages.map((page) => `  ${page.name}: '${page.folder}',`).join('\n')}
} as const satisfies Record<keyof typeof ROUTES, string>;
`;
}

function buildsFile(pages: PageFolder[]): string {
  return `${HEADER('src/pages/*/data.ts')}
${pages.map((page) => `import ${page.name} from '../../pages/${page.folder}/data.js';`).join('\n')}

/** Each page's strings, data and head (build time only: the browser never loads these). */
export const PAGE_BUILDS = {
${pages.map((page) => `  ${page.name},`).join('\n')}
};
`;
}

function resourcesFile(namespaces: string[]): string {
  const ident = (ns: string) => camelCase(ns);
  return `${HEADER('locales/ru/*.json')}
${namespaces.map((ns) => `import type ${ident(ns)} from '../../locales/ru/${ns}.json';`).join('\n')}

/** Every namespace's strings, typed from the Russian files (the reference language). */
export interface Resources {
${namespaces.map((ns) => `  ${key(ns)}: typeof ${ident(ns)};`).join('\n')}
}
`;
}

/** The generated files of a project root, by path relative to it. */
export function pageIndexFiles(root: string = ROOT): Record<string, string> {
  const pages = readPageFolders(join(root, 'src/pages'));
  const namespaces = readdirSync(join(root, 'locales/ru'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  return {
    'src/lib/routes.gen.ts': routesFile(pages),
    'src/app/build/page-builds.gen.ts': buildsFile(pages),
    'src/i18n/resources.gen.ts': resourcesFile(namespaces),
  };
}

/** Writes the generated files whose text changed; returns their paths. */
export function writePageIndex(root: string = ROOT): string[] {
  return Object.entries(pageIndexFiles(root)).flatMap(([path, text]) => {
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return [];
    writeFileSync(file, text);
    return [path];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writePageIndex();
  console.log(written.length ? `page index: wrote ${written.join(', ')}` : 'page index: up to date');
}
