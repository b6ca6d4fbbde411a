/**
 * The editor's preferences for a staff member who has not chosen otherwise in its settings. Sveltia
 * reads them from storage as soon as it is imported, so this module is imported before it (main.ts).
 * - The interface in Russian: Sveltia would otherwise follow the browser's language.
 * - Escape does not close a form: staff press it to close a list or a menu, and lost the whole form
 *   (a draft kept it, but nobody expects to need one). The setting can be switched back on.
 */
const PREFS = 'sveltia-cms.prefs';

try {
  const prefs = JSON.parse(localStorage.getItem(PREFS) ?? '{}') as { locale?: string; closeWithEscape?: boolean };
  const defaults = {
    ...(!prefs.locale || prefs.locale === 'auto' ? { locale: 'ru' } : {}),
    ...(prefs.closeWithEscape === undefined ? { closeWithEscape: false } : {}),
  };
  if (Object.keys(defaults).length) localStorage.setItem(PREFS, JSON.stringify({ ...prefs, ...defaults }));
} catch {
  // Storage blocked: Sveltia says so itself, and follows the browser.
}
