/**
 * One i18next instance per language, created synchronously (pre-rendering runs
 * many pages at once, so an instance never changes language: DECISIONS 1 and
 * STACK-NOTES). The language comes from the URL, never from a detector.
 *
 * Each language's `common` strings (the shell) load with that language's root
 * route (app/roots/), so a visitor downloads one language; a page's own
 * namespaces come with its data (see page-strings.ts).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { Lang } from './lang.js';

const instances = new Map<Lang, I18n>();

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: {},
      ns: ['common'],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Registers a language's shell strings (idempotent). */
export function registerCommon(lang: Lang, common: object): void {
  const instance = getI18n(lang);
  if (!instance.hasResourceBundle(lang, 'common')) instance.addResourceBundle(lang, 'common', common);
}
