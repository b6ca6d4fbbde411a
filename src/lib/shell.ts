/**
 * What every page of one language shows around its content: the company facts in the
 * header, footer and contact blocks, the brand list, the site URL for canonical links.
 * Built at build time from content/ (src/app/build/site-data.ts) and given to the browser
 * in the language root's route data: the one way shell facts reach it.
 */
import type { ExampleFactId } from '../../content/company.js';
import type { Company, OpeningHours } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';
import { formatList } from '../../shared/lists.js';
import type { Messengers } from './messenger-links.js';
import { viberChatHref, whatsappChatHref } from './contact-links.js';

export interface ShellExampleFact {
  id: ExampleFactId;
  label: string;
}

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
  /** The map pin; whether it is still an example is in the shell's `exampleFacts`. */
  geo: { lat: number; lng: number };
  messengers: Messengers;
  social: { id: string; label: string; url: string }[];
  languages: string[];
  /** `title`: what the video is when it is not a tour of the showroom, in the page's language. */
  tourVideo: { url: string; poster: string; title?: string };
  salesHours: OpeningHours;
  /** The promise of a reply within opening hours, in hours. */
  replyWithinHours: number;
  serviceHours: OpeningHours;
  facts: ShellFacts;
  usdToByn: number;
}

/**
 * The company's claims as pages show them (docs/decisions/company-facts.md#38): their values, without
 * where their proof is kept (that is for whoever checks them). Whether each is still an example is in
 * the shell's `exampleFacts`.
 */
export interface ShellFacts {
  foundedYear: number;
  yearsOfExperience: number;
  customers: number;
  satisfactionPercent: number;
  rating: { value: number; reviews: number };
  brands: number;
  locations: number;
  inspectionPoints: number;
  certification: string;
  /** A comparison: with its basis in this language, or null when it has none, and then it is not shown. */
  savingsPercent: { min: number; max: number; basis: string } | null;
  /** A comparison, worded by the home page's strings: its basis in this language, or null (not shown). */
  germanBigThree: { basis: string } | null;
}

/** "A comparative claim is shown with its basis, or not at all": the claim with its basis in one language, or null. */
export function shownComparison<
  T extends { basis?: { ru: string; en: string } | undefined; isExample: boolean; proof?: string | undefined },
>(claim: T, lang: Lang): (Omit<T, 'basis' | 'isExample' | 'proof'> & { basis: string }) | null {
  const { basis, isExample: _isExample, proof: _proof, ...value } = claim;
  return basis ? { ...value, basis: basis[lang] } : null;
}

/** The claims' values in one language, the comparisons only with their basis. */
export function shellFacts(facts: Company['facts'], lang: Lang): ShellFacts {
  return {
    foundedYear: facts.foundedYear.value,
    yearsOfExperience: facts.yearsOfExperience.value,
    customers: facts.customers.value,
    satisfactionPercent: facts.satisfactionPercent.value,
    rating: { value: facts.rating.value, reviews: facts.rating.reviews },
    brands: facts.brands.value,
    locations: facts.locations.value,
    inspectionPoints: facts.inspectionPoints.value,
    certification: facts.certification.value,
    savingsPercent: shownComparison(facts.savingsPercent, lang),
    germanBigThree: shownComparison(facts.germanBigThree, lang),
  };
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
  /**
   * The facts and claims still holding example values (content/company.ts `exampleFacts`), each with its
   * name in this language (locales/<lang>/example-facts.json): the footer names them all, and a section
   * those it shows. None in production, whose build refuses them, so no page carries the names there.
   */
  exampleFacts: ShellExampleFact[];
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
    geo: { lat: company.geo.lat, lng: company.geo.lng },
    messengers: chatLinks(company),
    social: company.social.accounts,
    languages: company.languages[lang],
    tourVideo: {
      url: company.tourVideo.url,
      poster: company.tourVideo.poster,
      ...(company.tourVideo.title && { title: company.tourVideo.title[lang] }),
    },
    salesHours: company.salesHours,
    replyWithinHours: company.replyWithinHours,
    serviceHours: company.serviceHours,
    facts: shellFacts(company.facts, lang),
    usdToByn: company.usdToByn,
  };
}

/** The messenger chats: Telegram's own link, Viber and WhatsApp with the chat number, the showroom's phone unless another is set. */
function chatLinks(company: Company): ShellCompany['messengers'] {
  const chatPhone = company.messengers.chatPhone ?? company.phone.display;
  return { telegram: company.messengers.telegram, viber: viberChatHref(chatPhone), whatsapp: whatsappChatHref(chatPhone) };
}

/** Absolute URL of a site path, for canonical links, Open Graph and messages. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
