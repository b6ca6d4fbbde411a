import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { media } from '../../../styles/theme.js';

/** docs/decisions/pages-services.md#financing: the documents each kind of buyer needs, beside the guarantee of honest terms (`figures` fill its text). */
export function FinancingRequirements({ figures }: { figures: Record<string, string | number> }) {
  const { t } = useTranslation('financing');
  return (
    <Section $tone="muted" aria-labelledby="requirements-title">
      <Columns>
        <div>
          <SectionTitle id="requirements-title">{t('requirements.title')}</SectionTitle>
          <Lists>
            {(['individuals', 'companies'] as const).map((who) => (
              <div key={who}>
                <h3>{t(`requirements.${who}.title`)}</h3>
                <ul>
                  {t(`requirements.${who}.items`, { returnObjects: true }).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </Lists>
        </div>
        <Guarantee aria-labelledby="guarantee-title">
          <h2 id="guarantee-title">{t('guarantee.title')}</h2>
          <p>{t('guarantee.text', figures)}</p>
        </Guarantee>
      </Columns>
    </Section>
  );
}

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: 1.6fr 1fr;
    align-items: start;
  }
`;

/** The two kinds of buyer side by side; each holds its own list. */
const Lists = styled(CardGrid).attrs({ as: 'div', $columns: { md: 2 } })`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Guarantee = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSurface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
  }
`;
