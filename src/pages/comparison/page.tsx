import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { PrintContacts } from '../../components/layout/print-contacts.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { ComparisonTool } from '../../features/comparison/components/comparison-tool.js';

/** docs/decisions/pages-information.md#comparison (/information/comparison): up to four cars side by side, shared by URL. */
export default function ComparisonPage({ data: { cars, buildDay } }: PageProps<typeof page>) {
  const { t } = useTranslation('comparison');
  const knownSlugs = useMemo(() => cars.map((car) => car.slug), [cars]);
  return (
    <>
      {/* Paper gets the table and the dealer's contacts only. */}
      <div data-print="hide">
        <InformationHero title={t('hero.title')} text={t('hero.text')} />
      </div>
      <ComparisonTool cars={cars} knownSlugs={knownSlugs} buildDay={buildDay} />
      <PrintContacts />
    </>
  );
}
