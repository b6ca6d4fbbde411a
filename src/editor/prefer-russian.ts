/**
 * The editor's own interface in Russian unless the staff member chose another language in its
 * settings: Sveltia reads the choice from its preferences as soon as it is imported, and would
 * otherwise follow the browser's language. So this module is imported before Sveltia (main.ts).
 */
const PREFS = 'sveltia-cms.prefs';

try {
  const prefs = JSON.parse(localStorage.getItem(PREFS) ?? '{}') as { locale?: string };
  if (!prefs.locale || prefs.locale === 'auto') localStorage.setItem(PREFS, JSON.stringify({ ...prefs, locale: 'ru' }));
} catch {
  // Storage blocked: Sveltia says so itself, and follows the browser.
}
