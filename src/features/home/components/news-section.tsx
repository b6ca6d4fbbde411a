import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { NewsCard } from '../../../components/news/news-card.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import type { ArticleSummary } from '../../../lib/news.js';
import { paths } from '../../../lib/paths.js';

/** docs/decisions/pages-home-about-contact.md#home: the two newest articles and a link to all news. */
export function NewsSection({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  if (articles.length === 0) return null;
  return (
    <Section id="news" aria-labelledby="news-title" $tone="muted">
      <Container>
        <SectionTitle id="news-title">{t('news.title')}</SectionTitle>
        <SectionIntro>{t('news.intro')}</SectionIntro>
        <Grid>
          {articles.map((article) => (
            <li key={article.slug}>
              <NewsCard article={article} />
            </li>
          ))}
        </Grid>
        <ButtonLink to={paths.news(lang)} $variant="secondary">
          {t('news.viewAll')}
        </ButtonLink>
      </Container>
    </Section>
  );
}

/** Two articles: two columns from the tablet width up, never three. */
const Grid = styled(CardGrid).attrs({ $columns: { sm: 2 } })`
  margin: ${({ theme }) => theme.space.xl} 0;
`;
