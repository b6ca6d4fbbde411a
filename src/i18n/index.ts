/**
 * One i18next instance per language, created synchronously (pre-rendering runs
 * many pages at once, so an instance never changes language: DECISIONS 1 and
 * STACK-NOTES). The language comes from the URL, never from a detector.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import ruCommon from '../../locales/ru/common.json';
import enCommon from '../../locales/en/common.json';
import type { Lang } from './lang';

export const resources = {
  ru: { common: ruCommon },
  en: { common: enCommon },
} as const;

const instances = new Map<Lang, I18n>();

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources,
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
