import { getBrands } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { carSummaries } from '../../app/build/site-data.js';
import { catalogFacets } from '../../features/catalog/lib/catalog-query.js';

export default definePage({
  strings: ['catalog'],
  data: () => {
    const cars = carSummaries();
    return { cars, facets: catalogFacets(cars, getBrands()) };
  },
  head: ({ t, data }) => ({ title: t('catalog:seo.title'), description: t('catalog:seo.description', { count: data.cars.length }) }),
});
