import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../app/page-table.js';
import { PrintContacts } from '../components/layout/print-contacts.js';
import { useLang } from '../components/layout/use-lang.js';
import { PageHero } from '../components/ui/page-hero.js';
import { ComparisonTool } from '../features/comparison/components/comparison-tool.js';
import { paths } from '../lib/paths.js';

/** Spec 001 comparison (/information/comparison): up to four cars side by side, shared by URL. */
export default function ComparisonPage({ data: { cars } }: { data: PageData<'comparison'> }) {
  const lang = useLang();
  const { t } = useTranslation('comparison');
  const { t: tc } = useTranslation();
  const knownSlugs = useMemo(() => cars.map((car) => car.slug), [cars]);
  return (
    <>
      <PageHero
        crumbs={[
          { label: tc('breadcrumbs.home'), href: paths.home(lang) },
          { label: tc('footer.informationHub'), href: paths.information(lang) },
          { label: t('hero.title') },
        ]}
        title={t('hero.title')}
        text={t('hero.text')}
      />
      <ComparisonTool cars={cars} knownSlugs={knownSlugs} />
      <PrintContacts />
    </>
  );
}
