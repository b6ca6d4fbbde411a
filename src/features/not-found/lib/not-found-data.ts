/** What the not-found document receives (src/pages/not-found/data.ts makes it at build time). */
import type { Lang } from '../../../../shared/lang.js';
import type { LinkCard } from '../../../components/ui/link-cards.js';
import type { Strings } from '../../../i18n/namespaces.js';
import type { Picture } from '../../../lib/pictures.js';
import type { Shell } from '../../../lib/shell.js';
import type { HeadImage } from '../../../lib/social-image.js';
import type { NamedCar } from './nearest-cars.js';

/** A car as the nearest cars show it: name, picture and price. */
export interface NotFoundCar extends NamedCar {
  priceUSD: number;
  priceBYN: number;
  picture: Picture;
}

export interface NotFoundData {
  /** Each language's shell (its facts and strings, as a language root has them) with the not-found strings. */
  languages: Record<Lang, { shell: Shell; strings: Strings }>;
  /** The catalogue, for the nearest cars to an unknown car's address. */
  cars: NotFoundCar[];
  /** Each maker's other spellings (its brand file's searchTerms), by catalogue name. */
  makerSpellings: Record<string, string[]>;
  /** The newest articles, offered for an unknown article. */
  articles: Record<Lang, LinkCard[]>;
  /** Every brand page, offered for an unknown brand. */
  brands: Record<Lang, LinkCard[]>;
  /** What a link preview of a missing address shows: the site image of the language the document is pre-rendered in. */
  image: HeadImage;
}
