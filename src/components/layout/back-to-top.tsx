import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { BACK_TO_TOP_START, nextBackToTop } from '../../lib/back-to-top.js';
import { scrollToTop } from '../hooks/scroll.js';
import { ArrowUpIcon } from '../ui/icons.js';
import { BACK_TO_TOP_ID, BACK_TO_TOP_SIZE as SIZE } from './back-to-top-place.js';

/** A control a visitor types into: the button keeps away while one has focus (a phone's calculator fields). */
function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Whether the button is wanted (lib/back-to-top.ts): after scrolling back up past 500 px, and at
 * the end of the page; not while scrolling down nor while a text field has focus. False on the
 * server and the first client render, so hydration matches the pre-rendered HTML.
 */
function useBackToTopWanted(): boolean {
  const [visible, setVisible] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let state = { ...BACK_TO_TOP_START, y: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      const maxY = document.documentElement.scrollHeight - window.innerHeight;
      state = nextBackToTop(state, window.scrollY, maxY);
      setVisible(state.visible);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const onFocus = () => setTyping(isTextEntry(document.activeElement));
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return visible && !typing;
}

/** Nothing on the server nor at hydration: site-layout.tsx loads it when the page is idle. */
export function BackToTop() {
  const { t } = useTranslation();
  const wanted = useBackToTopWanted();
  // Focus on it keeps it, so a keyboard never loses its place when the page moves under it.
  const [focused, setFocused] = useState(false);
  if (!wanted && !focused) return null;
  return (
    <Floating
      id={BACK_TO_TOP_ID}
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setFocused(false);
        scrollToTop();
        // The button disappears at the top: keep keyboard focus at the start of the page, on the brand link
        // (header.tsx marks it with an attribute, not an id: the not-found document holds a header per language).
        document.querySelector<HTMLElement>('[data-site-brand]')?.focus({ preventScroll: true });
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
  width: ${SIZE};
  height: ${SIZE};
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
