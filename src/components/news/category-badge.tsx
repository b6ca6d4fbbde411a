import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { NewsCategory } from '../../lib/news.js';

/** A news category's badge, in its fixed colour (docs/decisions/pages-news.md#categories). */
export function CategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  return <Label $category={category}>{t(`news.categories.${category}`)}</Label>;
}

const Label = styled.span<{ $category: NewsCategory }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ $category, theme }) => theme.color.newsCategory[$category]};
`;
