import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';

/** docs/decisions/pages-services.md#warranty: what keeps the dealer's warranty and what it excludes, side by side. */
export function WarrantyConditions() {
  const { t } = useTranslation('warranty');
  return (
    <Section $tone="muted" aria-labelledby="conditions-title">
      <Container>
        <SectionTitle id="conditions-title">{t('conditions.title')}</SectionTitle>
        <SectionIntro>{t('conditions.intro')}</SectionIntro>
        <Lists>
          {(['keep', 'excluded'] as const).map((list) => (
            <section key={list} aria-labelledby={`conditions-${list}-title`}>
              <h3 id={`conditions-${list}-title`}>{t(`conditions.${list}.title`)}</h3>
              <ul>
                {t(`conditions.${list}.items`, { returnObjects: true }).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </Lists>
      </Container>
    </Section>
  );
}

const Lists = styled(CardGrid).attrs({ as: 'div', $columns: { md: 2 } })`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
