import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { CategoryBadge } from '../../../components/news/category-badge.js';
import { NewsPicture } from '../../../components/news/news-picture.js';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.js';
import { Button } from '../../../components/ui/button.js';
import { ArrowLeftIcon } from '../../../components/ui/icons.js';
import { formatLongDate } from '../../../lib/dates.js';
import { categoryQuery, type ArticleImage, type ArticleSummary } from '../../../lib/news.js';
import { paths } from '../../../lib/paths.js';

/** The article picture's width: the text column. */
const PICTURE_SIZES = '(min-width: 800px) 760px, 100vw';

type ArticleHeading = Pick<ArticleSummary, 'category' | 'title' | 'date'> & { minutes: number };

/** Above an article: the breadcrumbs through its category, and a way back to where the reader came from. */
export function ArticleTrail({ article }: { article: Pick<ArticleSummary, 'category' | 'title'> }) {
  const lang = useLang();
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const newsHref = paths.news(lang);
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(newsHref);
  };
  return (
    <>
      <Breadcrumbs
        items={[
          { label: tc('breadcrumbs.home'), href: paths.home(lang) },
          { label: tc('nav.news'), href: newsHref },
          { label: tc(`news.categories.${article.category}`), href: `${newsHref}${categoryQuery(article.category)}` },
          { label: article.title },
        ]}
      />
      <Back type="button" $variant="ghost" onClick={goBack}>
        <ArrowLeftIcon size={18} /> {t('article.back')}
      </Back>
    </>
  );
}

/** An article's header: its category, title, date, author and reading time. */
export function ArticleHeader({ article }: { article: ArticleHeading }) {
  const lang = useLang();
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const { company } = useShell();
  return (
    <header>
      <CategoryBadge category={article.category} />
      <h1>{article.title}</h1>
      <Meta>
        <time dateTime={article.date}>{formatLongDate(article.date, lang)}</time>
        <span>{t('article.author', { company: company.name })}</span>
        <span>{tc('news.minutes', { count: article.minutes })}</span>
      </Meta>
    </header>
  );
}

/** The article's picture, the page's largest paint: fetched first. */
export function ArticleFigure({ image }: { image: ArticleImage }) {
  return (
    <Figure>
      <NewsPicture image={image} sizes={PICTURE_SIZES} priority />
    </Figure>
  );
}

const Back = styled(Button)`
  margin: ${({ theme }) => theme.space.md} 0;
  padding-left: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.lg} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
