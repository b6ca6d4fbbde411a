/** What a tab of an old deploy meets on navigation, told apart from a page's own crash (src/lib/stale-build.ts). */
import { describe, expect, it } from 'vitest';
import { isStaleBuildError, mayReload, noteReload, RELOADED_KEY, type ReloadLedger } from '../../../src/lib/stale-build.js';

/** What JSON.parse throws on the host's 404 page and on an empty answer, in this engine. */
const parseError = (text: string) => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('parsed');
};

describe('isStaleBuildError', () => {
  it('takes a page or feature chunk that is gone, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://ev-dealer.example/assets/page-BzUm1x0c.js',
      'error loading dynamically imported module: https://ev-dealer.example/assets/page-BzUm1x0c.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/page-BzUm1x0c.css',
    ])
      expect(isStaleBuildError(new TypeError(message)), message).toBe(true);
  });

  it('takes route data that is gone: the 404 page or an empty body parsed as JSON', () => {
    expect(isStaleBuildError(parseError('<!doctype html><html lang="ru">'))).toBe(true);
    expect(isStaleBuildError(parseError(''))).toBe(true);
    expect(isStaleBuildError(new SyntaxError('JSON.parse: unexpected character at line 1 column 1 of the JSON data'))).toBe(true);
    expect(isStaleBuildError(new SyntaxError("JSON Parse error: Unrecognized token '<'"))).toBe(true);
  });

  it('takes a request that failed, in each browser’s words', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])
      expect(isStaleBuildError(new TypeError(message)), message).toBe(true);
  });

  it('leaves a page’s own crash to the error screen', () => {
    expect(isStaleBuildError(new Error('boom'))).toBe(false);
    expect(isStaleBuildError(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
    expect(isStaleBuildError(new SyntaxError('Invalid regular expression: /(/: Unterminated group'))).toBe(false);
    expect(isStaleBuildError(new Error('Upload failed: Load failed twice'))).toBe(false);
    expect(isStaleBuildError(undefined)).toBe(false);
  });
});

describe('mayReload and noteReload', () => {
  const ledger = (): ReloadLedger & { items: Map<string, string> } => {
    const items = new Map<string, string>();
    return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  };

  it('reload an address once, and another address once more', () => {
    const session = ledger();
    expect(mayReload(session, 'https://ev-dealer.example/contact')).toBe(true);
    noteReload(session, 'https://ev-dealer.example/contact');
    expect(session.items.get(RELOADED_KEY)).toBe('https://ev-dealer.example/contact');
    expect(mayReload(session, 'https://ev-dealer.example/contact')).toBe(false);
    expect(mayReload(session, 'https://ev-dealer.example/news')).toBe(true);
  });
});
