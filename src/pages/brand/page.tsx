import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { BrandCta } from '../../features/brands/components/brand-cta.js';
import { BrandHero } from '../../features/brands/components/brand-hero.js';
import { BrandModelsSection } from '../../features/brands/components/brand-models-section.js';
import { BrandStory } from '../../features/brands/components/brand-story.js';

// The cards (with their save buttons) sit below the story: their code loads once the page is idle.
const BrandModels = lazyWhenIdle(() =>
  import('../../features/brands/components/brand-models.js').then((m) => ({ default: m.BrandModels })),
);

/** docs/decisions/pages-brands.md#brand-page: hero and figures, the history, Li Auto's own sections, the models, sources and a call to action. */
export default function BrandPage({ data }: PageProps<typeof page>) {
  const { t } = useTranslation('brand');
  // A brand the dealer does not sell shows similar cars of other makers instead, under its own heading.
  const own = data.models.length > 0 || data.similar.length === 0;
  const title = own ? t('models.title') : t('models.similarTitle');
  const models = useMemo(
    () => (
      <Suspense fallback={null}>
        <BrandModels cars={own ? data.models : data.similar} label={title} intro={own ? undefined : t('models.noneSimilar')} />
      </Suspense>
    ),
    [data.models, data.similar, own, title, t],
  );
  return (
    <>
      <BrandHero brand={data} />
      <BrandStory brand={data} />
      <BrandModelsSection title={title} models={models} sources={data.sources} />
      <BrandCta name={data.name} hasModels={data.models.length > 0} />
    </>
  );
}
