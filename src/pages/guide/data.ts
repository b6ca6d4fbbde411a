import { getGuides, getRunningCosts, getSiteUrl } from '../../../content/index.js';
import { paths } from '../../lib/paths.js';
import { articleJsonLd } from '../../lib/structured-data.js';
import { definePage } from '../../app/define-page.js';
import { sourceIn } from '../../lib/sources.js';
import { guideSummary, pageKeywords, siteAddress } from '../../app/build/site-data.js';
import { guideSection } from '../../features/guides/lib/guide-sections.js';

/** An owner's guide in one language, and the other guides to read next. */
export default definePage({
  strings: ['guides'],
  staticParams: () => getGuides().map((guide) => ({ slug: guide.slug })),
  data: ({ lang, params: { slug } }) => {
    const guide = getGuides().find((entry) => entry.slug === slug);
    if (!guide) throw new Error(`guide page: no guide ${slug}`);
    return {
      ...guideSummary(guide, lang),
      summary: guide.summary[lang],
      updated: guide.updated,
      sections: guide.blocks.map((block) => guideSection(block, lang, getRunningCosts())),
      sources: guide.sources.map((source) => sourceIn(source, lang)),
      others: getGuides()
        .filter((entry) => entry !== guide)
        .map((entry) => guideSummary(entry, lang)),
    };
  },
  head: ({ t, lang, data }) => ({
    title: data.title,
    description: data.description,
    keywords: pageKeywords(t('guides:guide.seoKeywords'), data.title),
    jsonLd: [
      articleJsonLd(
        { title: data.title, description: data.description, date: data.updated, url: siteAddress(paths.guide(lang, data.slug)), lang },
        getSiteUrl(),
        'Article',
      ),
    ],
  }),
});
