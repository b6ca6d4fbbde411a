import { getLegalPage } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';

/** The privacy policy (docs/decisions/company-facts.md#34), its placeholders filled from company.yaml. */
export default definePage({
  strings: [],
  data: ({ lang }) => getLegalPage('privacy', lang),
  head: ({ data }) => ({ title: data.title, description: data.description }),
});
