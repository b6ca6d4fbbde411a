/**
 * The staff editor at /admin (docs/editor.md): Sveltia CMS, with the site's own fields — numbers
 * as staff type them, the automatic car number, the check before a save that runs the build's own
 * rules — and the panel that says whether a save reached the site. Built by scripts/build/editor.ts
 * into dist/admin/; no public page loads any of it.
 */
// First: the staff's preferences (Russian, no closing on Escape), before Sveltia reads them.
import './default-prefs.js';
import CMS from '@sveltia/cms';
import { getToken } from './backend.js';
import { CheckField } from './fields/check-field.js';
import { IdField } from './fields/id-field.js';
import { NumberField } from './fields/number-field.js';
import { typesetChanges } from './lib/typeset-entry.js';
import { hideMachineTranslation } from './no-machine-translation.js';
import { showLastPublish, watchSave } from './publish-status.js';

/** Once the staff member has signed in, say how the last publish went if it failed or is running. */
function afterSignIn(then: () => void): void {
  const timer = setInterval(() => {
    if (!getToken()) return;
    clearInterval(timer);
    then();
  }, 1000);
}

CMS.registerFieldType('site-number', NumberField as never);
CMS.registerFieldType('site-id', IdField as never);
CMS.registerFieldType('site-check', CheckField as never);
/** Entries whose every file is in one language: an article's Russian file, its English file. */
const ONE_LANGUAGE_PER_FILE = new Set(['news', 'legal']);

interface EntryMap {
  get(key: string): { toJS(): unknown } | string | undefined;
  setIn(path: (string | number)[], value: unknown): EntryMap;
}

CMS.registerEventListener({
  name: 'preSave',
  // The site's typography in what staff typed (src/editor/lib/typeset-entry.ts).
  handler: ({ entry }: { entry: EntryMap }) => {
    const perFile = ONE_LANGUAGE_PER_FILE.has(String(entry.get('collection')));
    let updated = entry;
    const data = (entry.get('data') as { toJS(): unknown }).toJS();
    for (const change of typesetChanges(data, perFile ? 'ru' : undefined)) updated = updated.setIn(['data', ...change.path], change.text);
    const languages = ((entry.get('i18n') as { toJS(): unknown } | undefined)?.toJS() ?? {}) as Record<string, { data: unknown }>;
    for (const [lang, other] of Object.entries(languages))
      for (const change of typesetChanges(other.data, perFile ? (lang as 'ru' | 'en') : undefined))
        updated = updated.setIn(['i18n', lang, 'data', ...change.path], change.text);
    return updated as never;
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: () => {
    void watchSave();
  },
});
void CMS.init();
hideMachineTranslation();
afterSignIn(() => void showLastPublish().catch(() => undefined));
