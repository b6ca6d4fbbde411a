import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { savedCarsHref } from '../../lib/paths.js';
import { useSavedCars } from '../hooks/use-saved-cars.js';
import { HeartIcon } from '../ui/icons-extra.js';
import { barLink } from './bar-link.js';
import { useLang } from './use-lang.js';

/**
 * The way back to the cars a visitor saved: a heart with their number, opening the
 * catalogue with its saved filter. The count comes from storage after hydration (the
 * pre-rendered heart has none), in a badge that takes no room of its own.
 */
export function SavedCarsLink({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const lang = useLang();
  const { t } = useTranslation();
  const count = useSavedCars().saved.size;
  const label = count > 0 ? t('header.savedCount', { count }) : t('header.savedEmpty');
  return (
    <SavedLink to={savedCarsHref(lang)} className={className} aria-label={withLabel ? undefined : label}>
      <Heart $filled={count > 0}>
        <HeartIcon size={20} filled={count > 0} />
        {count > 0 && <Count aria-hidden="true">{count}</Count>}
      </Heart>
      {withLabel && <span>{label}</span>}
    </SavedLink>
  );
}

const SavedLink = styled(Link)`
  ${barLink}
  gap: ${({ theme }) => theme.space.sm};
`;

const Heart = styled.span<{ $filled: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  color: ${({ $filled, theme }) => ($filled ? theme.color.danger : 'inherit')};
`;

const Count = styled.span`
  position: absolute;
  top: -8px;
  right: -12px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
