import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { SourcesSection, type Source } from '../../../components/ui/source-list.js';

export const BRAND_MODELS_ID = 'brand-models';

/**
 * docs/decisions/pages-brands.md#brand-page: 'Available Models' and the sources of the brand's facts. `models`
 * is the page's element for the cards (their code loads when the page is idle).
 */
export function BrandModelsSection({ title, models, sources }: { title: string; models: ReactNode; sources: Source[] }) {
  const { t } = useTranslation('brand');
  return (
    <Section id={BRAND_MODELS_ID} aria-labelledby={`${BRAND_MODELS_ID}-title`}>
      <Container>
        <SectionTitle id={`${BRAND_MODELS_ID}-title`}>{title}</SectionTitle>
        <ModelsBox>{models}</ModelsBox>
        <SourcesSection
          id="brand-sources-title"
          title={t('sources.title')}
          sources={sources}
          checkedLabel={(date) => t('sources.checked', { date })}
        />
      </Container>
    </Section>
  );
}

const ModelsBox = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;
