import { getLegalPage } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { pageKeywords } from '../../app/build/site-data.js';

/** The privacy policy (docs/decisions/company-facts.md#34), its placeholders filled from company.yaml. */
export default definePage({
  strings: [],
  data: ({ lang }) => getLegalPage('privacy', lang),
  head: ({ t, data }) => ({ title: data.title, description: data.description, keywords: pageKeywords(data.title, t('common:site.name')) }),
});
