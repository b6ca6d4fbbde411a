// Translation keys are typed from the Russian files, the reference language: every
// locales/ru/*.json is a namespace (resources.gen.ts is written from the folder).
import 'i18next';
import type { Resources } from './resources.gen.js';
import type { CatalogueWords } from '../lib/shell.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    /** Every string may name the catalogue's makers (createI18n fills them in). */
    defaultVariables: CatalogueWords;
  }
}
