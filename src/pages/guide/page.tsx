import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { GuideCta } from '../../features/guides/components/guide-cta.js';
import { GuideHero } from '../../features/guides/components/guide-hero.js';
import { GuideLayout } from '../../features/guides/components/guide-layout.js';
import { GuideSections } from '../../features/guides/components/guide-sections.js';
import { GuideSources } from '../../features/guides/components/guide-sources.js';
import { OtherGuides } from '../../features/guides/components/other-guides.js';

/** An owner's guide (docs/decisions/pages-information.md#guides; docs/decisions/pages-information.md#13): summary, contents, sections, sources, other guides. */
export default function GuidePage({ data }: PageProps<typeof page>) {
  return (
    <>
      <GuideHero title={data.title} summary={data.summary} updated={data.updated} />
      <GuideLayout sections={data.sections}>
        <GuideSections sections={data.sections} />
        <GuideSources sources={data.sources} />
        <GuideCta />
        <OtherGuides guides={data.others} />
      </GuideLayout>
    </>
  );
}
