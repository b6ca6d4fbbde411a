// Generated from src/pages/*/data.ts by scripts/build/page-index.ts (npm run pages:index; the build,
// the dev server and the typecheck run it too). Do not edit: change the folders.

import home from '../../pages/home/data.js';
import about from '../../pages/about/data.js';
import brand from '../../pages/brand/data.js';
import car from '../../pages/car/data.js';
import catalog from '../../pages/catalog/data.js';
import contact from '../../pages/contact/data.js';
import financing from '../../pages/financing/data.js';
import guide from '../../pages/guide/data.js';
import information from '../../pages/information/data.js';
import calculator from '../../pages/calculator/data.js';
import chargingGuide from '../../pages/charging-guide/data.js';
import comparison from '../../pages/comparison/data.js';
import guides from '../../pages/guides/data.js';
import rangeConditions from '../../pages/range-conditions/data.js';
import maintenance from '../../pages/maintenance/data.js';
import news from '../../pages/news/data.js';
import newsArticle from '../../pages/news-article/data.js';
import privacy from '../../pages/privacy/data.js';
import warranty from '../../pages/warranty/data.js';

/** Each page's strings, data and head (build time only: the browser never loads these). */
export const PAGE_BUILDS = {
  home,
  about,
  brand,
  car,
  catalog,
  contact,
  financing,
  guide,
  information,
  calculator,
  chargingGuide,
  comparison,
  guides,
  rangeConditions,
  maintenance,
  news,
  newsArticle,
  privacy,
  warranty,
};
