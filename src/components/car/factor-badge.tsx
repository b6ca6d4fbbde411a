import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../layout/use-lang.js';
import { VisuallyHidden } from '../ui/container.js';
import { factorTone, type FactorTone } from '../../lib/ev/range.js';
import { formatDecimal } from '../../lib/format.js';

/** A range factor as a badge (docs/decisions/constants.md#range): green above 1, red below 0.8, else yellow, and the same in words for screen readers. */
export function FactorBadge({ factor }: { factor: number }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const tone = factorTone(factor);
  return (
    <Badge $tone={tone}>
      ×{formatDecimal(factor, lang, 3)}
      <VisuallyHidden> {t(`range.tones.${factor === 1 ? 'equal' : tone}`)}</VisuallyHidden>
    </Badge>
  );
}

const Badge = styled.span<{ $tone: FactorTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  background: ${({ $tone, theme }) =>
    $tone === 'good' ? theme.color.successSurface : $tone === 'poor' ? theme.color.dangerSurface : theme.color.warningSurface};
  color: ${({ $tone, theme }) => ($tone === 'good' ? theme.color.success : $tone === 'poor' ? theme.color.danger : theme.color.warning)};
`;
