import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useScrolledPast } from '../hooks/use-scrolled-past.js';
import { scrollToTop } from '../hooks/scroll.js';
import { ArrowUpIcon } from '../ui/icons.js';

/** The button's id, for a page whose bar at the bottom of the screen raises it (the car page's on a phone). */
export const BACK_TO_TOP_ID = 'back-to-top';

/** docs/decisions/constants.md#shell: shown once the page has scrolled more than 500 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 500;

export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <Floating
      id={BACK_TO_TOP_ID}
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => {
        scrollToTop();
        // The button disappears at the top: keep keyboard focus at the start of the page.
        document.getElementById('site-brand')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.backToTop};
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;
