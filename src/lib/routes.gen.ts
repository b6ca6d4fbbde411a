// Generated from src/pages/*/route.ts by scripts/build/page-index.ts (npm run pages:index; the build,
// the dev server and the typecheck run it too). Do not edit: change the folders.

/** Each page's route pattern, as the Russian site has it (the English one adds /en). */
export const ROUTES = {
  home: '/',
  about: '/about',
  brand: '/brands/:slug',
  car: '/cars/:slug',
  catalog: '/catalog',
  contact: '/contact',
  financing: '/financing',
  guide: '/guides/:slug',
  information: '/information',
  calculator: '/information/calculator',
  chargingGuide: '/information/charging-guide',
  comparison: '/information/comparison',
  guides: '/information/guides',
  rangeConditions: '/information/range-conditions',
  maintenance: '/maintenance',
  news: '/news',
  newsArticle: '/news/:category/:slug',
  privacy: '/privacy',
  warranty: '/warranty',
} as const;

/** Each route's folder in src/pages/. */
export const PAGE_FOLDERS = {
  home: 'home',
  about: 'about',
  brand: 'brand',
  car: 'car',
  catalog: 'catalog',
  contact: 'contact',
  financing: 'financing',
  guide: 'guide',
  information: 'information',
  calculator: 'calculator',
  chargingGuide: 'charging-guide',
  comparison: 'comparison',
  guides: 'guides',
  rangeConditions: 'range-conditions',
  maintenance: 'maintenance',
  news: 'news',
  newsArticle: 'news-article',
  privacy: 'privacy',
  warranty: 'warranty',
} as const satisfies Record<keyof typeof ROUTES, string>;
