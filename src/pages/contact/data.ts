import { getCompany } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { pageKeywords } from '../../app/build/site-data.js';

/** The contact page's own facts: the way to the showroom. Phone, e-mail, address and hours come with the shell. */
export default definePage({
  strings: ['contact'],
  data: ({ lang }) => {
    const { directions } = getCompany();
    return {
      directions: {
        byCar: directions.byCar[lang],
        byTransport: directions.byTransport[lang],
        parking: directions.parking[lang],
        landmarks: directions.landmarks[lang],
      },
      /** Written for the example address: the page says so outside production. */
      directionsAreExample: directions.isExample,
    };
  },
  head: ({ t }) => ({
    title: t('contact:seo.title'),
    description: t('contact:seo.description'),
    keywords: pageKeywords(t('contact:seo.keywords')),
    pageType: 'ContactPage',
    aboutDealer: true,
  }),
});
