import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Container } from '../../components/ui/container.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionTitle } from '../../components/ui/section.js';
import { NewsList } from '../../features/news/components/news-list.js';
import { paths } from '../../lib/paths.js';

/** The section the hero's button scrolls to (docs/decisions/pages-news.md#list). */
const CATALOG_ID = 'news-catalog';

/** docs/decisions/pages-news.md#list: hero, the category filter and every article's card. */
export default function NewsPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: tc('nav.news') }]}
        title={t('hero.title')}
        text={t('hero.text')}
        action={{ label: t('hero.button'), targetId: CATALOG_ID }}
      />
      <Section id={CATALOG_ID} aria-labelledby={`${CATALOG_ID}-title`}>
        <Container>
          <SectionTitle id={`${CATALOG_ID}-title`}>{t('list.title')}</SectionTitle>
          <NewsList articles={data.articles} />
        </Container>
      </Section>
    </>
  );
}
