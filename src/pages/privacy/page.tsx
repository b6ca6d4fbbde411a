import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.js';
import { Container } from '../../components/ui/container.js';
import { ArticleText } from '../../components/news/article-text.js';
import { formatLongDate } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';

/** DECISIONS 34: the privacy policy both forms' consent points at (content/legal/privacy.<lang>.md). */
export default function PrivacyPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Page>
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), href: paths.home(lang) }, { label: t('legal.privacy') }]} />
      <h1>{data.title}</h1>
      <Updated>{t('legal.updated', { date: formatLongDate(data.updated, lang) })}</Updated>
      <ArticleText $lead={false} dangerouslySetInnerHTML={{ __html: data.html }} />
    </Page>
  );
}

const Page = styled(Container)`
  max-width: 800px;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  h1 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: clamp(1.75rem, 2.5vw + 1rem, 2.5rem);
    line-height: 1.2;
  }
`;

const Updated = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
`;
