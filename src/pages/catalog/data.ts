import { getBrandPages, getBrands, getMakers } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { carSummaries, pageKeywords } from '../../app/build/site-data.js';
import { catalogFacets } from '../../features/catalog/lib/catalog-query.js';
import type { AbsentMaker } from '../../features/catalog/lib/narrowing.js';

export default definePage({
  strings: ['catalog'],
  data: ({ lang }) => {
    const cars = carSummaries();
    // Makers with a brand page and no car here (NIO, or a brand whose cars are not added yet): a search for one says so and links its page.
    const sold = new Set(cars.map((car) => car.manufacturer));
    const absentMakers: AbsentMaker[] = getBrandPages()
      .filter((brand) => brand.catalogueName === undefined || !sold.has(brand.catalogueName))
      .map((brand) => ({
        name: brand.name[lang],
        slug: brand.slug,
        words: [...new Set([brand.name.ru, brand.name.en, ...(brand.searchTerms?.ru ?? []), ...(brand.searchTerms?.en ?? [])])].map(
          (word) => word.toLowerCase(),
        ),
      }));
    // The brand filter names each maker as the copy does («Li Auto (Lixiang)»), not by the catalogue's name of its cars.
    const makerName = new Map(getMakers().map((maker) => [maker.catalogueName, maker.name[lang]]));
    const brands = getBrands().map((brand) => ({ ...brand, name: makerName.get(brand.name) ?? brand.name }));
    return { cars, facets: catalogFacets(cars, brands), absentMakers };
  },
  head: ({ t, data }) => ({
    title: t('catalog:seo.title'),
    description: t('catalog:seo.description', { count: data.cars.length }),
    keywords: pageKeywords(t('catalog:seo.keywords'), ...new Set(data.cars.map((car) => car.manufacturer))),
    pageType: 'CollectionPage',
  }),
});
