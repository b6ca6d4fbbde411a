import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { Container } from '../../components/ui/container.js';
import { CatalogHeading, CatalogPageBody } from '../../features/catalog/components/catalog-heading.js';
import { CatalogView } from '../../features/catalog/components/catalog-view.js';

/** docs/decisions/pages-catalogue-and-car.md#catalogue: all 40 cars in the HTML; filters, sort and search in the URL. */
export default function CatalogPage({ data }: PageProps<typeof page>) {
  return (
    <CatalogPageBody>
      <Container>
        <CatalogHeading />
        <CatalogView cars={data.cars} facets={data.facets} absentMakers={data.absentMakers} />
      </Container>
    </CatalogPageBody>
  );
}
