import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { NewsCard } from '../../../components/news/news-card.js';
import { NewsGrid } from '../../../components/news/news-grid.js';
import { ButtonLink } from '../../../components/ui/button.js';
import type { ArticleSummary } from '../../../lib/news.js';
import { paths } from '../../../lib/paths.js';

/** Under an article: related articles, and the way to all news. */
export function ReadAlso({ related }: { related: ArticleSummary[] }) {
  const lang = useLang();
  const { t } = useTranslation('news');
  return (
    <>
      <section aria-labelledby="read-also">
        <h2 id="read-also">{t('article.readAlso')}</h2>
        <NewsGrid>
          {related.map((item) => (
            <li key={item.slug}>
              <NewsCard article={item} />
            </li>
          ))}
        </NewsGrid>
      </section>
      <ToNews to={paths.news(lang)} $variant="secondary">
        {t('article.backToNews')}
      </ToNews>
    </>
  );
}

const ToNews = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space.xl};
`;
