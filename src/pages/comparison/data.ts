import { definePage } from '../../app/define-page.js';
import { carSummaries, comparedCars, pageKeywords } from '../../app/build/site-data.js';

/** docs/decisions/pages-information.md#comparison: every car as the comparison table needs it, with its side view for the choice grid. */
export default definePage({
  strings: ['comparison', 'car'],
  data: () => {
    const pictures = new Map(carSummaries().map((car) => [car.id, car.picture]));
    return { cars: comparedCars().map((car) => ({ ...car, picture: pictures.get(car.id)! })) };
  },
  head: ({ t }) => ({
    title: t('comparison:seo.title'),
    description: t('comparison:seo.description'),
    keywords: pageKeywords(t('comparison:seo.keywords')),
  }),
});
