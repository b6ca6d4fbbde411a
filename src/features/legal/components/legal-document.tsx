import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { ArticleText } from '../../../components/news/article-text.js';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.js';
import { Container } from '../../../components/ui/container.js';
import { formatDateInText } from '../../../lib/dates.js';
import { paths } from '../../../lib/paths.js';

interface LegalDocumentProps {
  title: string;
  /** YYYY-MM-DD: when the text last changed. */
  updated: string;
  /** The text, rendered from Markdown at build time. */
  html: string;
}

/** A legal text (the privacy policy) in a reading column: its title, the day it was updated, the text. */
export function LegalDocument({ title, updated, html }: LegalDocumentProps) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Page>
      <Breadcrumbs items={[{ label: t('breadcrumbs.home'), href: paths.home(lang) }, { label: t('legal.privacy') }]} />
      <h1>{title}</h1>
      <Updated>{t('legal.updated', { date: formatDateInText(updated, lang) })}</Updated>
      <ArticleText $lead={false} dangerouslySetInnerHTML={{ __html: html }} />
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
