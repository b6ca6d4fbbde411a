import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.js';
import { paths } from '../../../lib/paths.js';
import { formatDecimal } from '../../../lib/format.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { media } from '../../../styles/theme.js';

/** The catalogue page's body: its spacing, and the size of its heading. */
export const CatalogPageBody = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  /* A phone's first screen reaches the first car (walk 19). */
  ${media.down('sm')} {
    padding-top: ${({ theme }) => theme.space.md};
  }
  h1 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

/** Above the catalogue: the breadcrumbs, its title and a line on what it holds. */
export function CatalogHeading() {
  const lang = useLang();
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  // The rate is staff's to change in the editor (content/company.yaml), so the line takes it from there.
  const rate = formatDecimal(useShell().company.usdToByn, lang, 4);
  return (
    <>
      <Breadcrumbs items={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: tc('nav.catalog') }]} />
      <h1>{t('title')}</h1>
      <Intro>{t('intro', { rate })}</Intro>
    </>
  );
}

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${media.down('sm')} {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
