import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts, jsonForHtml, routeDataBlock } from '../../../scripts/build/route-data-block.js';

const data = { loaderData: { root: { title: 'Зикр </script><!-- «001»', n: 1 } } };
// What react-router's StaticRouterProvider and vite-react-ssg write.
const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c');
const page = (extra = '') =>
  `<html><head>${extra}<script type="application/ld+json">{"@type":"Car"}</script></head><body><div id="root"></div>` +
  `<script>window.__staticRouterHydrationData = JSON.parse(${literal});</script><script>window.__VITE_REACT_SSG_HASH__ = 'ab12cd'</script></body></html>`;

describe('pages without inline scripts', () => {
  it('carries the route data and the build hash in one JSON data block that reads back to the same value', () => {
    const html = routeDataBlock(page());
    expect(html).not.toContain('window.');
    const block = /<script type="application\/json" id="route-data" data-build="ab12cd">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(data);
    expect(html).toContain('application/ld+json');
  });

  it('never lets the data end the element early', () => {
    expect(jsonForHtml({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('fails the build when the pre-renderer wrote no route data', () => {
    expect(() => routeDataBlock('<html><body></body></html>', 'x.html')).toThrow(/x\.html has no route data/);
  });

  it('moves any other inline script to a file named by its content, in the same place, and leaves data blocks alone', () => {
    const written = new Map<string, string>();
    const html = externalizeInlineScripts(routeDataBlock(page('<script data-rh="true">document.title="x"</script>')), (name, code) =>
      written.set(name, code),
    );
    expect([...written.values()]).toEqual(['document.title="x"']);
    const [name] = [...written.keys()];
    expect(name).toMatch(/^inline-[0-9a-f]{10}\.js$/);
    expect(html).toContain(`<head><script data-rh="true" src="/assets/${name}"></script>`);
    expect(html.match(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:json|ld\+json)")[^>]*>/g)).toBeNull();
  });
});
