import { createElement as h, Fragment } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from '../../src/app/client-head.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('the browser head updater (stand-in for react-helmet-async)', () => {
  it("replaces the previous page's tags with the next page's, leaving unmarked tags alone", () => {
    document.head.innerHTML =
      '<title data-rh="true">Old</title><meta data-rh="true" name="description" content="old"><link rel="icon" href="/favicon.svg">';
    applyHead({
      htmlAttributes: { lang: 'en' },
      children: [
        h('title', { key: 't' }, 'New ', 'page'),
        h('meta', { key: 'd', name: 'description', content: 'new' }),
        false,
        h(Fragment, { key: 'f' }, [h('link', { key: 'a', rel: 'alternate', hrefLang: 'ru', href: 'https://x.by/' })]),
        h('script', { key: 's', type: 'application/ld+json' }, '{"a":1}'),
      ],
    });
    expect(document.title).toBe('New page');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('new');
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute('hreflang')).toBe('ru');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"a":1}');
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
