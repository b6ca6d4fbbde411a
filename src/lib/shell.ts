/**
 * What every page of one language shows around its content: the company facts in the
 * header, footer and contact blocks, the brand list, the site URL for canonical links.
 * Built at build time from content/ (src/app/build/site-data.ts) and given to the browser
 * in the language root's route data: the one way shell facts reach it.
 */
import type { Company, OpeningHours } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { formatList } from '../../shared/lists.js';
import type { Messengers } from './messenger-links.js';

/** The company facts, in one language. */
export interface ShellCompany {
  name: string;
  legalNote: string;
  /** docs/decisions/company-facts.md#34: the operator of personal data, in the footer and the privacy policy. */
  legal: { name: string; unp: string; address: string };
  blurb: string;
  phone: string;
  email: string;
  address: { street: string; city: string; postalCode: string; country: string };
  geo: { lat: number; lng: number };
  messengers: Messengers;
  social: { id: string; label: string; url: string }[];
  languages: string[];
  tourVideo: { url: string; poster: string };
  salesHours: OpeningHours;
  serviceHours: OpeningHours;
  facts: Company['facts'];
  usdToByn: number;
}

/**
 * What the copy says about the catalogue: every string of the language can use these as
 * i18next variables (src/i18n/index.ts), so «{{makers}}» reads «Lixiang, Xiaomi, Zeekr и
 * Avatr» and grows with the brand files. The makers come in the catalogue's order (by their
 * first car). The lists are joined at build time (makerWords), so the browser needs no list
 * formatting of its own.
 */
export interface CatalogueWords {
  /** As the catalogue names them, joined with «и», "and": «Lixiang, Xiaomi, Zeekr и Avatr». */
  makers: string;
  /** Joined with «или», "or". */
  makersOr: string;
  /** With commas only, for titles: «Lixiang, Xiaomi, Zeekr, Avatr». */
  makersCommas: string;
  /** `makers` with a one- or two-letter word kept with the next by a no-break space («и\u00a0Avatr»), for the copy typeset that way. */
  makersTied: string;
  /** In this language at first mention (docs/decisions/content-sourcing.md#30): «Li Auto (Lixiang)» in Russian, "Li Auto" in English. */
  makerNames: string;
  /** At a later mention: Li Auto. */
  makerShortNames: string;
}

/** The makers' names, as lists of names in the catalogue's order. */
export interface MakerLists {
  makers: readonly string[];
  makerNames: readonly string[];
  makerShortNames: readonly string[];
}

/** The catalogue words of one language, from the makers' names (src/app/build/site-data.ts gives them from content). */
export function makerWords(lang: Lang, { makers, makerNames, makerShortNames }: MakerLists): CatalogueWords {
  const joined = formatList(lang, makers);
  return {
    makers: joined,
    makersOr: formatList(lang, makers, { type: 'disjunction' }),
    makersCommas: formatList(lang, makers, { style: 'narrow' }),
    makersTied: joined.replace(/(?<=^|\s)(\p{Ll}{1,2}) /gu, '$1\u00a0'),
    makerNames: formatList(lang, makerNames),
    makerShortNames: formatList(lang, makerShortNames),
  };
}

/**
 * A brand page as the header's brands menu lists it (docs/decisions/pages-shell.md#header): every brand file,
 * the catalogue's makers and NIO (docs/decisions/pages-brands.md#14), alphabetical, named in the page's language.
 */
export interface BrandPageLink {
  slug: string;
  name: string;
  /** The catalogue's cars of this maker: 0 for a brand the dealer does not sell. */
  carsCount: number;
  logoUrl: string;
}

export interface Shell {
  lang: Lang;
  /** Public origin without a trailing slash, e.g. https://www.example.by. */
  siteUrl: string;
  /** The year of the build, for the copyright line (pages never read the clock). */
  buildYear: number;
  company: ShellCompany;
  /**
   * Every brand page (the catalogue's makers and NIO), with its number of cars: the one list the header's
   * brands menu, the footer's brands column and the home page's brand chips read.
   */
  brandPages: BrandPageLink[];
  words: CatalogueWords;
  /** Whether company facts are still example values (never in production, whose build refuses them). */
  hasExampleFacts: boolean;
}

export function shellCompany(company: Company, lang: Lang): ShellCompany {
  return {
    name: company.name[lang],
    legalNote: company.legalNote[lang],
    legal: { name: company.legal.name[lang], unp: company.legal.unp, address: company.legal.address[lang] },
    blurb: company.blurb[lang],
    phone: company.phone.display,
    email: company.email.address,
    address: {
      street: company.address.street[lang],
      city: company.address.city[lang],
      postalCode: company.address.postalCode,
      country: company.address.country[lang],
    },
    geo: company.geo,
    messengers: { telegram: company.messengers.telegram, viber: company.messengers.viber, whatsapp: company.messengers.whatsapp },
    social: company.social.accounts,
    languages: company.languages[lang],
    tourVideo: { url: company.tourVideo.url, poster: company.tourVideo.poster },
    salesHours: company.salesHours,
    serviceHours: company.serviceHours,
    facts: company.facts,
    usdToByn: company.usdToByn,
  };
}

/** Absolute URL of a site path, for canonical links, Open Graph and messages. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
