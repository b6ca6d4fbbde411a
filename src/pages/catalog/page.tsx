import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.js';
import { Container } from '../../components/ui/container.js';
import { CatalogView } from '../../features/catalog/components/catalog-view.js';
import { paths } from '../../lib/paths.js';

/** Spec 000 Catalogue page: all 40 cars in the HTML; filters, sort and search in the URL. */
export default function CatalogPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  return (
    <Page>
      <Container>
        <Breadcrumbs items={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: tc('nav.catalog') }]} />
        <h1>{t('title')}</h1>
        <Intro>{t('intro')}</Intro>
        <CatalogView cars={data.cars} facets={data.facets} />
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  h1 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
