// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_FILE, BOOT_SCRIPT, deferEntry } from '../../../scripts/build/deferred-entry.js';
import { routeDataBlock } from '../../../scripts/build/route-data-block.js';

const page = () =>
  routeDataBlock(
    `<html><head><link rel="modulepreload" crossorigin="" href="/assets/vendor-1.js"><link rel="modulepreload" crossorigin="" href="/assets/page-2.js">` +
      `<script type="module" defer="" crossorigin="" src="/assets/app-3.js"></script></head><body><div id="root"></div>` +
      `<script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{},\\"actionData\\":null,\\"errors\\":null}");</script><script>window.__VITE_REACT_SSG_HASH__ = 'h1'</script></body></html>`,
    () => ({ url: '/static-loader-data/x.h1.json', text: '{}', shared: ['/assets/route-data-a.json', '/assets/route-data-b.json'] }),
  );

describe('the JavaScript asked for after the first paint', () => {
  it('leaves no module script or preload in the HTML, and names them on the route data block', () => {
    const html = deferEntry(page());
    expect(html).not.toMatch(/modulepreload|type="module"/);
    expect(html).toContain(`<script src="/assets/${BOOT_FILE}" defer></script>`);
    expect(html).toContain('data-entry="/assets/app-3.js" data-preload="/assets/vendor-1.js /assets/page-2.js"');
  });

  it('the loader asks for the route data file, the shared parts it names, and the modules, then the entry, after a frame', async () => {
    document.documentElement.innerHTML = deferEntry(page()).replace(/^<html>|<\/html>$/g, '');
    new Function(BOOT_SCRIPT)();
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/vendor-1.js',
      '/assets/page-2.js',
    ]);
    expect([...document.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href'))).toEqual([
      '/static-loader-data/x.h1.json',
      '/assets/route-data-a.json',
      '/assets/route-data-b.json',
    ]);
    const entry = document.querySelector('script[type=module]');
    expect(entry?.getAttribute('src')).toBe('/assets/app-3.js');
    expect((entry as HTMLScriptElement).crossOrigin).toBe('');
  });
});
