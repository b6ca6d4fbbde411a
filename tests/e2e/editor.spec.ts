/**
 * The staff editor at /admin (docs/editor.md) is served by the site itself and kept out of the
 * public site: its own headers, noindex, out of the sitemap, and on no public page. Editing in it
 * is driven end to end, a week of staff work, in tests/build/editor.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from '../../scripts/build/html-files.js';
import { expect, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');

test('/admin serves the editor from the site, noindex, under a policy of its own', async ({ request }) => {
  const page = await request.get('/admin');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  const script = /<script type="module" crossorigin src="(\/admin\/assets\/[\w-]+\.js)"><\/script>/.exec(html)?.[1];
  expect(script, 'the editor bundle').toBeDefined();
  const bundle = await request.get(script!);
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['content-type']).toMatch(/javascript/);
  const config = await request.get('/admin/config.yml');
  expect(config.status()).toBe(200);
  // Built for production: GitHub itself, never a local stand-in.
  expect(await config.text()).not.toMatch(/api_root/);
  // The editor's policy lets it talk to GitHub's API; the public pages' policy stays without it.
  expect(page.headers()['content-security-policy']).toContain('connect-src');
  expect(page.headers()['content-security-policy']).toContain('https://api.github.com');
  expect((await request.get('/')).headers()['content-security-policy']).not.toContain('api.github.com');
});

test('no public page or sitemap entry leads to /admin', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  const files = htmlFiles(dist);
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('/admin');
});
