import { getBrandPages, getCar } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { carSummaries } from '../../app/build/site-data.js';
import type { BrandPageContent } from '../../features/brands/lib/brand-content.js';

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
      sources: brand.sources,
      models: maker
        ? carSummaries()
            .filter((car) => car.manufacturer.toLowerCase() === maker)
            .map((car) => ({ ...car, description: getCar(car.slug)!.description[lang] }))
        : [],
    };
  },
  head: ({ t, data }) => ({ title: t('brand:seo.title', { name: data.name }), description: data.description }),
});
