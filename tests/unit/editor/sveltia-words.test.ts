import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withOurWords } from '../../../scripts/build/sveltia-words.js';

const require = createRequire(import.meta.url);
// Sveltia's package exports only its code; its languages sit beside it (npm/index.js → locales/).
const LOCALES = join(dirname(require.resolve('@sveltia/cms')), '..', 'locales');
const read = (name: string) => JSON.parse(readFileSync(join(LOCALES, `${name}.json`), 'utf8')) as Messages;
type Messages = { [key: string]: string | Messages };

/** The keys of a message tree, as paths: `save_conflict.title`. */
function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the editor's Russian", () => {
  const english = read('en-US');
  const russian = withOurWords(read('ru'));

  // Errors in config.yml are the developer's to read; everything else is on a staff member's screen.
  it('has every message Sveltia shows staff in English, in Russian', () => {
    const missing = keys(english).filter((key) => !key.startsWith('config.') && !keys(russian).includes(key));
    expect(missing, 'add them to src/editor/sveltia-ru.json').toEqual([]);
  });

  it('says «Show Errors» and the two-editors dialog in Russian, and calls a slug the page’s address', () => {
    const at = (path: string) => path.split('.').reduce<string | Messages>((node, key) => (node as Messages)[key]!, russian);
    expect(at('show_errors')).toBe('Показать ошибки');
    expect(at('save_conflict.save_anyway')).toMatch(/сохранить/);
    expect(at('entry_sidebar.slug.title')).toBe('Адрес страницы');
  });

  it('lays ours over Sveltia’s at every depth, keeping the rest', () => {
    expect(withOurWords({ a: 'A', b: { c: 'C', d: 'D' } }, { b: { c: 'Ц' } })).toEqual({ a: 'A', b: { c: 'Ц', d: 'D' } });
  });
});
