/** The header's links as data (docs/decisions/pages-shell.md#header), shared by the desktop bar and the mobile menu. */
import type { Lang } from '../../../shared/lang.js';
import { paths } from '../../lib/paths.js';

export interface NavItem {
  labelKey: 'nav.catalog' | 'nav.about' | 'nav.news' | 'nav.contact';
  href: (lang: Lang) => string;
  /** Language-neutral path prefixes under which the link also shows as active. */
  alsoActiveUnder?: readonly string[];
}

export const MAIN_NAV: readonly NavItem[] = [
  { labelKey: 'nav.catalog', href: paths.catalog, alsoActiveUnder: ['/cars/'] },
  { labelKey: 'nav.about', href: paths.about },
  { labelKey: 'nav.news', href: paths.news },
  { labelKey: 'nav.contact', href: paths.contact },
];
