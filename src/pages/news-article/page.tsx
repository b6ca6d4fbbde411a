import { Suspense, useMemo } from 'react';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { useShell } from '../../components/layout/use-shell.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { Container } from '../../components/ui/container.js';
import { ArticleActions } from '../../features/news/components/article-actions.js';
import { ArticleText } from '../../components/news/article-text.js';
import { ArticleFigure, ArticleHeader, ArticleTrail } from '../../features/news/components/article-header.js';
import { ArticleColumn, ArticlePageBody } from '../../features/news/components/article-page-parts.js';
import { ArticleSections } from '../../features/news/components/article-view.js';
import { ReadAlso } from '../../features/news/components/read-also.js';
import { paths } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';

// Pre-rendered; its code (form, validation, sending) loads once the page is idle.
const SubscribeBox = lazyWhenIdle(() =>
  import('../../features/news/components/subscribe-box.js').then((m) => ({ default: m.SubscribeBox })),
);

/** docs/decisions/pages-news.md#article, in the spec's order; no view count (docs/decisions/content-sourcing.md#9). */
export default function NewsArticlePage({ data: { article, related } }: PageProps<typeof page>) {
  const lang = useLang();
  const { siteUrl } = useShell();
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

  return (
    <ArticlePageBody>
      <ArticleColumn>
        <ArticleTrail article={article} />
        <article>
          <ArticleHeader article={article} />
          <ArticleActions slug={article.slug} title={article.title} url={url} />
          <ArticleFigure image={article.image} />
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
      </ArticleColumn>
      <Container>
        <ReadAlso related={related} />
      </Container>
    </ArticlePageBody>
  );
}
