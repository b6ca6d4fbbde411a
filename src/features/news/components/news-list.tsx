import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useHydrated } from '../../../components/hooks/use-hydrated.js';
import { NewsCard } from '../../../components/news/news-card.js';
import {
  categoryFromQuery,
  categoryQuery,
  filterByCategory,
  NEWS_CATEGORIES,
  type ArticleSummary,
  type NewsCategory,
} from '../../../lib/news.js';
import { NewsGrid } from '../../../components/news/news-grid.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';

/**
 * docs/decisions/pages-news.md#list: the category filter and the cards. The category lives in the URL
 * query (`?category=technology`), so a filtered list can be shared and Back undoes a
 * choice; until hydration the list shows every article, as the pre-rendered HTML does.
 */
export function NewsList({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const category = hydrated ? categoryFromQuery(searchParams.toString()) : null;
  const shown = filterByCategory(articles, category);
  const options: (NewsCategory | null)[] = [null, ...NEWS_CATEGORIES];

  return (
    <>
      <nav aria-label={t('list.filterLabel')}>
        <ChipList>
          {options.map((option) => (
            <li key={option ?? 'all'}>
              <FilterLink to={{ search: categoryQuery(option) }} preventScrollReset aria-current={option === category ? 'true' : undefined}>
                {option === null ? t('list.all') : tc(`news.categories.${option}`)}
              </FilterLink>
            </li>
          ))}
        </ChipList>
      </nav>
      <Count role="status">{t('list.shown', { count: shown.length })}</Count>
      {shown.length === 0 ? (
        <Empty>
          <p>{t('list.empty')}</p>
          <Link to={{ search: '' }} preventScrollReset>
            {t('list.showAll')}
          </Link>
        </Empty>
      ) : (
        <NewsGrid>
          {shown.map((article, index) => (
            <li key={article.slug}>
              <NewsCard article={article} eagerImage={index < 3} />
            </li>
          ))}
        </NewsGrid>
      )}
    </>
  );
}

const FilterLink = styled(Link)`
  ${chip}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;
