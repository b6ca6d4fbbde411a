/**
 * Build-time only: a language's interface strings, per namespace, read from this
 * folder. Pages receive them in their route data (src/app/build/load.ts), so a
 * visitor downloads one language, and only the namespaces the page uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../content/files.js';
import type { Lang } from '../shared/lang.js';
import type { Namespace, Strings } from '../src/i18n/namespaces.js';

const cache = new Map<string, object>();

export function loadStrings(lang: Lang, namespaces: readonly Namespace[]): Strings {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const key = `${lang}/${ns}`;
      let bundle = cache.get(key);
      if (!bundle) {
        bundle = JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as object;
        cache.set(key, bundle);
      }
      return [ns, bundle];
    }),
  ) as Strings;
}
