// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BOOT_FILE, BOOT_SCRIPT, deferEntry } from '../../../scripts/build/deferred-entry.js';
import { routeDataBlock } from '../../../scripts/build/route-data-block.js';
import { HELD_SUBMIT_PROPERTY, takeHeldSubmit } from '../../../src/lib/enquiry/held-submit.js';

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
    // After a frame (jsdom's is a timer): waited for, not timed, so a busy machine does not fail it.
    await vi.waitFor(() => expect(document.querySelector('script[type=module]')).not.toBeNull(), { timeout: 5000 });
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

describe('a form sent before the app has taken it over (docs/decisions/relay.md#before-the-script)', () => {
  // A document of its own per test: the loaders run by earlier tests still listen on the global one.
  const boot = (body: string) => {
    const doc = document.implementation.createHTMLDocument('');
    Object.defineProperty(doc, 'visibilityState', { value: 'visible' });
    doc.documentElement.innerHTML = deferEntry(page())
      .replace(/^<html>|<\/html>$/g, '')
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    new Function('document', BOOT_SCRIPT)(doc);
    return doc;
  };
  const send = (form: HTMLFormElement) => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  };

  it('holds the send of a form with a consent box, marks it for the app and asks for the app at once', () => {
    const doc = boot(
      '<form method="post" action="/api/enquiry"><input name="phone" value="+375 29 123-45-67"><input type="checkbox" name="consent" checked></form>',
    );
    const form = doc.querySelector('form')!;
    const event = send(form);
    expect(event.defaultPrevented).toBe(true);
    expect(typeof (form as unknown as Record<string, unknown>)[HELD_SUBMIT_PROPERTY]).toBe('number');
    // Asked for at once, not after the largest paint.
    expect(doc.querySelector('script[type=module]')?.getAttribute('src')).toBe('/assets/app-3.js');
    // Twice pressed, still one app and one held send.
    send(form);
    expect(doc.querySelectorAll('script[type=module]')).toHaveLength(1);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('holds a form posting to the relay even without a consent box', () => {
    const doc = boot('<form method="post" action="/api/enquiry"><input name="email"></form>');
    expect(send(doc.querySelector('form')!).defaultPrevented).toBe(true);
  });

  it('leaves alone a send the app already handled, and a form that collects nothing personal (a search)', () => {
    const doc = boot(
      '<form id="app"><input type="checkbox" name="consent"></form><form id="search" action="/catalog" method="get"><input name="q"></form>',
    );
    const handled = doc.getElementById('app') as HTMLFormElement;
    handled.addEventListener('submit', (event) => event.preventDefault());
    send(handled);
    expect((handled as unknown as Record<string, unknown>)[HELD_SUBMIT_PROPERTY]).toBeUndefined();
    const search = doc.getElementById('search') as HTMLFormElement;
    const event = send(search);
    expect(event.defaultPrevented).toBe(false);
    expect((search as unknown as Record<string, unknown>)[HELD_SUBMIT_PROPERTY]).toBeUndefined();
  });
});
