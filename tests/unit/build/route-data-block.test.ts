import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts, routeDataBlock } from '../../../scripts/build/route-data-block.js';

const data = { loaderData: { root: { title: 'Зикр </script><!-- «001»', n: 1 } }, actionData: null, errors: null };
// What react-router's StaticRouterProvider and vite-react-ssg write.
const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c');
const page = (extra = '') =>
  `<html><head>${extra}<script type="application/ld+json">{"@type":"Car"}</script></head><body><div id="root"></div>` +
  `<script>window.__staticRouterHydrationData = JSON.parse(${literal});</script><script>window.__VITE_REACT_SSG_HASH__ = 'ab12cd'</script></body></html>`;

const FILE = { url: '/static-loader-data/cars/x.ab12cd.json', text: JSON.stringify(data.loaderData) };
const dataFile = (hash: string) => (hash === 'ab12cd' ? FILE : undefined);

describe('pages without inline scripts', () => {
  it('names the build hash and the route data file in an empty JSON data block, instead of carrying the data', () => {
    const html = routeDataBlock(page(), dataFile);
    expect(html).not.toContain('window.');
    expect(html).not.toContain('Зикр');
    expect(html).toContain(
      '<script type="application/json" id="route-data" data-build="ab12cd" data-src="/static-loader-data/cars/x.ab12cd.json"></script>',
    );
    expect(html).toContain('application/ld+json');
  });

  it('lists the shared parts the data file refers to, for the loader to fetch beside it', () => {
    const html = routeDataBlock(page(), () => ({ ...FILE, shared: ['/assets/route-data-1.json', '/assets/route-data-2.json'] }));
    expect(html).toContain(`data-src="${FILE.url}" data-shared="/assets/route-data-1.json /assets/route-data-2.json"></script>`);
  });

  it('fails the build when the data file is missing or holds other data than the page was rendered with', () => {
    expect(() => routeDataBlock(page(), () => undefined, 'x.html')).toThrow(/x\.html has no route data file/);
    expect(() => routeDataBlock(page(), () => ({ ...FILE, text: '{}' }), 'x.html')).toThrow(/differs/);
  });

  it('fails the build when the pre-renderer wrote no route data', () => {
    expect(() => routeDataBlock('<html><body></body></html>', dataFile, 'x.html')).toThrow(/x\.html has no route data/);
  });

  it('moves any other inline script to a file named by its content, in the same place, and leaves data blocks alone', () => {
    const written = new Map<string, string>();
    const html = externalizeInlineScripts(
      routeDataBlock(page('<script data-rh="true">document.title="x"</script>'), dataFile),
      (name, code) => written.set(name, code),
    );
    expect([...written.values()]).toEqual(['document.title="x"']);
    const [name] = [...written.keys()];
    expect(name).toMatch(/^inline-[0-9a-f]{10}\.js$/);
    expect(html).toContain(`<head><script data-rh="true" src="/assets/${name}"></script>`);
    expect(html.match(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:json|ld\+json)")[^>]*>/g)).toBeNull();
  });
});
