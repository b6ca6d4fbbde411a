import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { WARRANTY_TERMS } from '../lib/figures.js';

/** docs/decisions/pages-services.md#warranty: each warranty's term in years and kilometres (`figures` fill them in), and the note under them. */
export function WarrantyTerms({ figures }: { figures: Record<string, string | number> }) {
  const { t } = useTranslation('warranty');
  return (
    <Terms aria-labelledby="terms-title">
      <h3 id="terms-title">{t('coverage.terms.title')}</h3>
      <ul>
        {WARRANTY_TERMS.map((name) => (
          <li key={name}>{t(`coverage.terms.${name}`, figures)}</li>
        ))}
      </ul>
      <p>{t('coverage.terms.note')}</p>
    </Terms>
  );
}

const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.2em;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
