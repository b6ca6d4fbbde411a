import { getBrandPages, getCar, getSiteUrl } from '../../../content/index.js';
import { descriptionFromText } from '../../../shared/description.js';
import { paths } from '../../lib/paths.js';
import { brandJsonLd } from '../../lib/structured-data.js';
import { pickFeatured } from '../../lib/car-model.js';
import { definePage } from '../../app/define-page.js';
import { sourceIn } from '../../lib/sources.js';
import { carSummaries, pageKeywords, siteAddress } from '../../app/build/site-data.js';
import type { BrandPageContent } from '../../features/brands/lib/brand-content.js';

/** How many similar cars a brand without cars shows: one row on a desktop. */
export const SIMILAR_COUNT = 4;

/** docs/decisions/pages-brands.md#brand-page: the brand's facts in one language and the catalogue's cars of that maker. */
export default definePage({
  strings: ['brand'],
  staticParams: () => getBrandPages().map((brand) => ({ slug: brand.slug })),
  data: ({ lang, params: { slug } }): BrandPageContent => {
    const brand = getBrandPages().find((entry) => entry.slug === slug);
    if (!brand) throw new Error(`brand page: no brand ${slug}`);
    const pick = (text: { ru: string; en: string }) => text[lang];
    // docs/decisions/pages-brands.md#brand-page: the models whose manufacturer matches the brand, ignoring case.
    const maker = brand.catalogueName?.toLowerCase();
    const withText = <T extends { slug: string }>(car: T) => ({ ...car, description: getCar(car.slug)!.description[lang] });
    const like = brand.similar;
    const models = maker
      ? carSummaries()
          .filter((car) => car.manufacturer.toLowerCase() === maker)
          .map(withText)
      : [];
    // A brand without cars here (NIO, or one whose cars staff have not added yet) shows a few of the
    // kind it is known for: one car per model family, in turn from each maker (as the home page's featured cars).
    const similar =
      models.length || !like
        ? []
        : pickFeatured(
            carSummaries().filter((car) => {
              const full = getCar(car.slug)!;
              return full.bodyType === like.bodyType && full.specs.type === like.powertrain;
            }),
            SIMILAR_COUNT,
          ).map(withText);
    return {
      slug: brand.slug,
      name: pick(brand.name),
      logoUrl: brand.logoUrl,
      foundedYear: brand.foundedYear,
      founder: pick(brand.founder),
      headquarters: pick(brand.headquarters),
      specialty: pick(brand.specialty),
      description: pick(brand.description),
      timeline: brand.timeline.map((entry) => ({ year: entry.year, title: pick(entry.title), description: pick(entry.description) })),
      mission: brand.mission && { quote: pick(brand.mission.quote), source: pick(brand.mission.source) },
      lineup: brand.lineup && {
        text: pick(brand.lineup.text),
        models: brand.lineup.models.map((model) => ({ name: model.name, text: pick(model.text) })),
      },
      achievements: brand.achievements?.map(pick),
      conclusions: brand.conclusions && pick(brand.conclusions),
      sources: brand.sources.map((source) => sourceIn(source, lang)),
      models,
      similar,
    };
  },
  // A brand the dealer does not sell promises no models of its own in Minsk.
  head: ({ t, lang, data }) => ({
    title: t(data.models.length > 0 ? 'brand:seo.title' : 'brand:seo.titleNone', { name: data.name }),
    // The history's first sentences, as many as a search result shows (the whole text ran to 440 characters).
    description: descriptionFromText(data.description),
    keywords: pageKeywords(t('brand:seo.keywords'), data.name, ...data.models.map((car) => car.name)),
    jsonLd: [brandJsonLd(data, siteAddress(paths.brand(lang, data.slug)), getSiteUrl())],
  }),
});
