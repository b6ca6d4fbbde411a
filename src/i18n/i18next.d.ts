// Translation keys are typed from the Russian files, the reference language.
import 'i18next';
import type common from '../../locales/ru/common.json';
import type catalog from '../../locales/ru/catalog.json';
import type home from '../../locales/ru/home.json';
import type notFound from '../../locales/ru/not-found.json';
import type enquiry from '../../locales/ru/enquiry.json';
import type car from '../../locales/ru/car.json';
import type news from '../../locales/ru/news.json';
import type about from '../../locales/ru/about.json';
import type contact from '../../locales/ru/contact.json';
import type services from '../../locales/ru/services.json';
import type financing from '../../locales/ru/financing.json';
import type warranty from '../../locales/ru/warranty.json';
import type maintenance from '../../locales/ru/maintenance.json';
import type brand from '../../locales/ru/brand.json';
import type guides from '../../locales/ru/guides.json';
import type information from '../../locales/ru/information.json';
import type comparison from '../../locales/ru/comparison.json';
import type rangeConditions from '../../locales/ru/range-conditions.json';
import type chargingGuide from '../../locales/ru/charging-guide.json';
import type calculator from '../../locales/ru/calculator.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      catalog: typeof catalog;
      home: typeof home;
      'not-found': typeof notFound;
      enquiry: typeof enquiry;
      car: typeof car;
      news: typeof news;
      about: typeof about;
      contact: typeof contact;
      services: typeof services;
      financing: typeof financing;
      warranty: typeof warranty;
      maintenance: typeof maintenance;
      brand: typeof brand;
      guides: typeof guides;
      information: typeof information;
      comparison: typeof comparison;
      'range-conditions': typeof rangeConditions;
      'charging-guide': typeof chargingGuide;
      calculator: typeof calculator;
    };
  }
}
