import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { HeartIcon } from '../ui/icons-extra.js';

interface SaveToggleProps {
  name: string;
  saved: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart that saves a car to the visitor's list (kept in the browser, shared by every page). */
export function SaveToggle({ name, saved, onToggle, className }: SaveToggleProps) {
  const { t } = useTranslation();
  const label = saved ? t('car.unsave', { name }) : t('car.save', { name });
  return (
    <Round type="button" className={className} aria-pressed={saved} aria-label={label} title={label} onClick={onToggle} $saved={saved}>
      <HeartIcon filled={saved} />
    </Round>
  );
}

const Round = styled.button<{ $saved: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.overlayLight};
  color: ${({ $saved, theme }) => ($saved ? theme.color.danger : theme.color.text)};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
  &:hover {
    color: ${({ theme }) => theme.color.danger};
  }
`;
