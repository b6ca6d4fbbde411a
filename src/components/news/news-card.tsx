import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { formatLongDate } from '../../lib/dates.js';
import type { ArticleSummary } from '../../lib/news.js';
import { paths } from '../../lib/paths.js';
import { useLang } from '../layout/use-lang.js';
import { CategoryBadge } from './category-badge.js';
import { NewsPicture } from './news-picture.js';

/** How wide a card's picture is shown: three columns of a 1,200 px page at most. */
const CARD_PICTURE_SIZES = '(min-width: 1200px) 380px, (min-width: 640px) 45vw, 100vw';

interface NewsCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
}

/**
 * An article's card (docs/decisions/pages-home-about-contact.md#home, docs/decisions/pages-news.md#list): picture with its date,
 * category, title, three lines of description and "Read more". The whole card is one
 * link, the title's, so a screen reader hears each article once.
 */
export function NewsCard({ article, headingLevel = 'h3', eagerImage = false }: NewsCardProps) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Card>
      <Media>
        <NewsPicture image={article.image} sizes={CARD_PICTURE_SIZES} priority={eagerImage} />
        <DateBadge dateTime={article.date}>{formatLongDate(article.date, lang)}</DateBadge>
      </Media>
      <Body>
        <CategoryBadge category={article.category} />
        <Title as={headingLevel}>
          <Link to={paths.newsArticle(lang, article.category, article.slug)}>{article.title}</Link>
        </Title>
        <Description>{article.description}</Description>
        <More aria-hidden="true">{t('news.readMore')} →</More>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &:has(a:focus-visible) {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus});
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  position: relative;
`;

const DateBadge = styled.time`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.mediaCaption};
  color: ${({ theme }) => theme.color.onMedia};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
    /* The title's link covers the card. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
`;
