/**
 * Sveltia CMS's own Russian (its locales/ru.json) trails its English: newer messages, such as
 * «Show Errors» on a refused save or the dialog when two people edit one entry, would reach staff
 * in English. The editor's build lays src/editor/sveltia-ru.json over Sveltia's Russian as Vite
 * bundles it; the same file renames «Слаг» to what staff know it as, the page's address.
 * tests/unit/editor/sveltia-words.test.ts says when an update of Sveltia brings new English.
 */
import type { Plugin } from 'vite';
import ours from '../../src/editor/sveltia-ru.json' with { type: 'json' };

type Messages = { [key: string]: string | Messages };

/** Sveltia's messages with ours laid over them, key by key, at every depth. */
export function withOurWords(theirs: Messages, overlay: Messages = ours as Messages): Messages {
  const merged: Messages = { ...theirs };
  for (const [key, value] of Object.entries(overlay)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? withOurWords(current, value) : value;
  }
  return merged;
}

const SVELTIA_RUSSIAN = /[\\/]@sveltia[\\/]cms[\\/]locales[\\/]ru\.json$/;

/** The Vite plugin: runs before Vite turns the JSON into a module. */
export function sveltiaRussian(): Plugin {
  return {
    name: 'sveltia-russian',
    enforce: 'pre',
    transform(code, id) {
      if (!SVELTIA_RUSSIAN.test(id)) return undefined;
      return { code: JSON.stringify(withOurWords(JSON.parse(code) as Messages)), map: null };
    },
  };
}
