import { useTranslation } from 'react-i18next';
import { SourcesSection, type Source } from '../../../components/ui/source-list.js';

/** What a guide rests on, each source with the day it was checked. */
export function GuideSources({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('guides');
  return (
    <SourcesSection
      id="guide-sources-title"
      title={t('guide.sources')}
      sources={sources}
      checkedLabel={(date) => t('guide.checked', { date })}
    />
  );
}
