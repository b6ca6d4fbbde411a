// Translation keys are typed from the Russian files, the reference language: every
// locales/ru/*.json is a namespace (resources.gen.ts is written from the folder).
import 'i18next';
import type { Resources } from './resources.gen.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
