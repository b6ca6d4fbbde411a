import { getServices } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';

export default definePage({
  strings: ['services', 'warranty'],
  data: () => getServices().warranty,
  head: ({ t }) => ({ title: t('warranty:seo.title'), description: t('warranty:seo.description') }),
});
