import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { PageHero } from '../../../components/ui/page-hero.js';
import { formatIsoDate } from '../../../lib/dates.js';
import { paths } from '../../../lib/paths.js';

/** A guide's hero: the way back through the information hub, its title, summary and the day it was updated. */
export function GuideHero({ title, summary, updated }: { title: string; summary: string; updated: string }) {
  const lang = useLang();
  const { t } = useTranslation('guides');
  const { t: tc } = useTranslation();
  return (
    <PageHero
      crumbs={[
        { label: tc('breadcrumbs.home'), href: paths.home(lang) },
        { label: tc('footer.informationHub'), href: paths.information(lang) },
        { label: t('index.title'), href: paths.guides(lang) },
        { label: title },
      ]}
      title={title}
      text={summary}
    >
      <Updated>{t('guide.updated', { date: formatIsoDate(updated, lang) })}</Updated>
    </PageHero>
  );
}

const Updated = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.onHeroMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
