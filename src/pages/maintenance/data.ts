import { getRunningCosts, getServices } from '../../../content/index.js';
import { dealerServiceJsonLd, pageKeywords } from '../../app/build/site-data.js';
import { paths } from '../../lib/paths.js';
import { definePage } from '../../app/define-page.js';

/** The maintenance page's services with their prices: two of them are the running costs' service prices. */
export default definePage({
  strings: ['services', 'maintenance'],
  data: () => {
    const { service } = getRunningCosts();
    const { maintenance } = getServices();
    const shared = { batteryCheck: service.batteryCheckPrice, preventive: service.visitPrice } as const;
    return {
      services: maintenance.services.map((item) => ({
        id: item.id,
        durationMinutes: item.durationMinutes,
        priceByn: item.priceByn ?? shared[item.id as keyof typeof shared],
      })),
      scheduleMonths: maintenance.scheduleMonths,
      intervalKm: maintenance.intervalKm,
    };
  },
  head: ({ t, lang }) => ({
    title: t('maintenance:seo.title'),
    description: t('maintenance:seo.description'),
    keywords: pageKeywords(t('maintenance:seo.keywords')),
    jsonLd: [
      dealerServiceJsonLd(lang, {
        name: t('maintenance:hero.title'),
        description: t('maintenance:seo.description'),
        type: 'AutoRepair',
        path: paths.maintenance(lang),
      }),
    ],
  }),
});
