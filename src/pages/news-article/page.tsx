import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { useShell } from '../../components/layout/use-shell.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { CategoryBadge } from '../../components/news/category-badge.js';
import { NewsCard } from '../../components/news/news-card.js';
import { NewsGrid } from '../../components/news/news-grid.js';
import { NewsPicture } from '../../components/news/news-picture.js';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { ArrowLeftIcon } from '../../components/ui/icons.js';
import { ArticleActions } from '../../features/news/components/article-actions.js';
import { ArticleText } from '../../components/news/article-text.js';
import { ArticleSections } from '../../features/news/components/article-view.js';
import { formatLongDate } from '../../lib/dates.js';
import { categoryQuery } from '../../lib/news.js';
import { paths } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';

// Pre-rendered; its code (form, validation, sending) loads once the page is idle.
const SubscribeBox = lazyWhenIdle(() =>
  import('../../features/news/components/subscribe-box.js').then((m) => ({ default: m.SubscribeBox })),
);

/** The article picture's width: the text column. */
const PICTURE_SIZES = '(min-width: 800px) 760px, 100vw';

/** Spec 001 News article, in the spec's order; no view count (DECISIONS 9). */
export default function NewsArticlePage({ data: { article, related } }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const { company, siteUrl } = useShell();
  const navigate = useNavigate();
  const newsHref = paths.news(lang);
  const url = absoluteUrl(siteUrl, paths.newsArticle(lang, article.category, article.slug));

  // The same element on every render, as lazyWhenIdle asks.
  const subscribe = useMemo(
    () => (
      <Suspense fallback={null}>
        <SubscribeBox />
      </Suspense>
    ),
    [],
  );

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(newsHref);
  };

  return (
    <Page>
      <Column>
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
        <article>
          <header>
            <CategoryBadge category={article.category} />
            <h1>{article.title}</h1>
            <Meta>
              <time dateTime={article.date}>{formatLongDate(article.date, lang)}</time>
              <span>{t('article.author', { company: company.name })}</span>
              <span>{tc('news.minutes', { count: article.minutes })}</span>
            </Meta>
          </header>
          <ArticleActions slug={article.slug} title={article.title} url={url} />
          <Figure>
            <NewsPicture image={article.image} sizes={PICTURE_SIZES} priority />
          </Figure>
          <ArticleText dangerouslySetInnerHTML={{ __html: article.html }} />
          <ArticleSections
            keySpecs={article.keySpecs}
            belarus={article.belarus}
            faq={article.faq}
            conclusion={article.conclusion}
            cars={article.cars}
            sources={article.sources}
          />
        </article>
        {subscribe}
      </Column>
      <Container>
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
        <ToNews to={newsHref} $variant="secondary">
          {t('article.backToNews')}
        </ToNews>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  #read-also {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  header h1 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: clamp(1.75rem, 2.5vw + 1rem, 2.5rem);
    line-height: 1.2;
  }
`;

/** A readable measure for the text: about 70 characters. */
const Column = styled(Container)`
  max-width: 800px;
`;

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

const ToNews = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space.xl};
`;
