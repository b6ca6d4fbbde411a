/** The header's entries as data (docs/decisions/pages-shell.md#header), shared by the desktop bar and the mobile menu. */
import type { Lang } from '../../../shared/lang.js';
import { paths, ROUTES } from '../../lib/paths.js';

/** A link to one page. */
export interface NavLink {
  kind: 'link';
  labelKey: 'nav.catalog' | 'nav.about' | 'nav.news' | 'nav.contact';
  href: (lang: Lang) => string;
  /** Language-neutral path prefixes under which the link also shows as active. */
  alsoActiveUnder?: readonly string[];
}

/** The brands entry: a menu of every brand page (the shell's `brandPages`), active on any of them. */
export interface NavBrands {
  kind: 'brands';
  labelKey: 'nav.brands';
  activeUnder: string;
}

export type NavItem = NavLink | NavBrands;

/** `/brands/`: the language-neutral start of every brand page's path, from its route. */
export const BRAND_PAGES_PREFIX = ROUTES.brand.slice(0, ROUTES.brand.indexOf(':'));

export const MAIN_NAV: readonly NavItem[] = [
  { kind: 'link', labelKey: 'nav.catalog', href: paths.catalog, alsoActiveUnder: ['/cars/'] },
  { kind: 'brands', labelKey: 'nav.brands', activeUnder: BRAND_PAGES_PREFIX },
  { kind: 'link', labelKey: 'nav.about', href: paths.about },
  { kind: 'link', labelKey: 'nav.news', href: paths.news },
  { kind: 'link', labelKey: 'nav.contact', href: paths.contact },
];
