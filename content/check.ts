/**
 * Every check the build makes on the content, in one call: each file parsed by its schema, and
 * the checks across files (a car's maker has a brand file, an article's cars exist, ids and slugs
 * are unique, each maker has a brand page, an uploaded photo's file exists …; a missing drawing or logo is
 * no fault: the build draws it, scripts/build/drawings.ts). The build runs it before anything builds
 * (vite.config.ts), the content tests run it, and the staff editor runs the same code in the
 * browser before a save (src/editor/, over the repository's files instead of the disk).
 */
import { LEGAL_PAGES } from './legal.js';
import { LANGS } from '../shared/lang.js';
import { assertReadyForProduction, type BuildEnv } from './company.js';
import {
  getAbout,
  getArticles,
  getBrandPages,
  getBrands,
  getCars,
  getCompany,
  getGuides,
  getLegalPage,
  getMakers,
  getNeeds,
  getOffers,
  getRunningCosts,
  getServices,
} from './index.js';

/** Throws the first problem found, naming the file and the field at fault; a production build also refuses example facts. */
export function checkContent(env: BuildEnv): void {
  getCompany();
  getCars();
  getMakers();
  getBrands();
  getBrandPages();
  getArticles();
  getGuides();
  getOffers();
  getNeeds();
  getRunningCosts();
  getServices();
  getAbout();
  for (const page of LEGAL_PAGES) for (const lang of LANGS) getLegalPage(page, lang);
  assertReadyForProduction(getCompany(), env, getAbout());
}
