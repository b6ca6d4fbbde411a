import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageIndexFiles, readPageFolders, ROOT } from '../../../scripts/build/page-index.js';

const FIXTURE = join(ROOT, 'tests/fixtures/extension');

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A project root with the real src/pages and locales/ru, where a test may add or break a page. */
function copyOfPages(): string {
  const project = mkdtempSync(join(tmpdir(), 'page-index-'));
  cpSync(join(ROOT, 'src/pages'), join(project, 'src/pages'), { recursive: true });
  cpSync(join(ROOT, 'locales/ru'), join(project, 'locales/ru'), { recursive: true });
  root = project;
  return project;
}

describe('page index', () => {
  it('the committed indexes are what the folders give (npm run pages:index)', () => {
    for (const [path, text] of Object.entries(pageIndexFiles())) expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(text);
  });

  it('names each page by its folder and reads its pattern from route.ts', () => {
    const pages = readPageFolders(join(ROOT, 'src/pages'));
    expect(pages[0]).toEqual({ name: 'home', folder: 'home', pattern: '/' });
    expect(pages).toContainEqual({ name: 'newsArticle', folder: 'news-article', pattern: '/news/:category/:slug' });
    // The not-found page answers every unknown path: it has no route.ts, so it is not a route.
    expect(pages.map((page) => page.folder)).not.toContain('not-found');
  });

  it('picks up a new page folder and its namespace: route, build and string types', () => {
    const project = copyOfPages();
    cpSync(join(FIXTURE, 'page'), join(project, 'src/pages/extension-check'), { recursive: true });
    cpSync(join(FIXTURE, 'locales/ru/extension-check.json'), join(project, 'locales/ru/extension-check.json'));
    const files = pageIndexFiles(project);
    expect(files['src/lib/routes.gen.ts']).toContain("extensionCheck: '/extension-check',");
    expect(files['src/lib/routes.gen.ts']).toContain("extensionCheck: 'extension-check',");
    expect(files['src/app/build/page-builds.gen.ts']).toContain("import extensionCheck from '../../pages/extension-check/data.js';");
    expect(files['src/i18n/resources.gen.ts']).toContain("'extension-check': typeof extensionCheck;");
  });

  it('refuses a route.ts without a pattern, a page without data.ts, and two pages on one pattern', () => {
    const project = copyOfPages();
    const folder = join(project, 'src/pages/broken');
    mkdirSync(folder);
    writeFileSync(join(folder, 'route.ts'), "export const path = '/broken';\n");
    expect(() => pageIndexFiles(project)).toThrow("src/pages/broken/route.ts must say `export const pattern = '/…';`");
    writeFileSync(join(folder, 'route.ts'), "export const pattern = '/broken';\n");
    writeFileSync(join(folder, 'page.tsx'), '');
    expect(() => pageIndexFiles(project)).toThrow('has a route.ts but no data.ts');
    writeFileSync(join(folder, 'data.ts'), '');
    writeFileSync(join(folder, 'route.ts'), "export const pattern = '/catalog';\n");
    expect(() => pageIndexFiles(project)).toThrow('both answer /catalog');
  });
});
