import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { SourceList, type Source } from '../../../components/ui/source-list.js';

/** What a guide rests on, each source with the day it was checked. */
export function GuideSources({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('guides');
  return (
    <Sources aria-labelledby="guide-sources-title">
      <h2 id="guide-sources-title">{t('guide.sources')}</h2>
      <SourceList sources={sources} checkedLabel={(date) => t('guide.checked', { date })} />
    </Sources>
  );
}

const Sources = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
