// Generated from locales/ru/*.json by scripts/build/page-index.ts (npm run pages:index; the build,
// the dev server and the typecheck run it too). Do not edit: change the folders.

import type about from '../../locales/ru/about.json';
import type brand from '../../locales/ru/brand.json';
import type calculator from '../../locales/ru/calculator.json';
import type car from '../../locales/ru/car.json';
import type catalog from '../../locales/ru/catalog.json';
import type chargingGuide from '../../locales/ru/charging-guide.json';
import type common from '../../locales/ru/common.json';
import type comparison from '../../locales/ru/comparison.json';
import type contact from '../../locales/ru/contact.json';
import type editor from '../../locales/ru/editor.json';
import type enquiry from '../../locales/ru/enquiry.json';
import type exampleFacts from '../../locales/ru/example-facts.json';
import type financing from '../../locales/ru/financing.json';
import type guides from '../../locales/ru/guides.json';
import type home from '../../locales/ru/home.json';
import type information from '../../locales/ru/information.json';
import type maintenance from '../../locales/ru/maintenance.json';
import type news from '../../locales/ru/news.json';
import type notFound from '../../locales/ru/not-found.json';
import type rangeConditions from '../../locales/ru/range-conditions.json';
import type services from '../../locales/ru/services.json';
import type social from '../../locales/ru/social.json';
import type warranty from '../../locales/ru/warranty.json';

/** Every namespace's strings, typed from the Russian files (the reference language). */
export interface Resources {
  about: typeof about;
  brand: typeof brand;
  calculator: typeof calculator;
  car: typeof car;
  catalog: typeof catalog;
  'charging-guide': typeof chargingGuide;
  common: typeof common;
  comparison: typeof comparison;
  contact: typeof contact;
  editor: typeof editor;
  enquiry: typeof enquiry;
  'example-facts': typeof exampleFacts;
  financing: typeof financing;
  guides: typeof guides;
  home: typeof home;
  information: typeof information;
  maintenance: typeof maintenance;
  news: typeof news;
  'not-found': typeof notFound;
  'range-conditions': typeof rangeConditions;
  services: typeof services;
  social: typeof social;
  warranty: typeof warranty;
}
