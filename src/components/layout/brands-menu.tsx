import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { parseLocalizedPath } from '../../lib/paths.js';
import { ChevronIcon } from '../ui/icons-extra.js';
import { useDismiss } from '../hooks/use-dismiss.js';
import { topItem } from './bar-link.js';
import { BRAND_PAGES_PREFIX } from './navigation.js';

/** The brand links load when a menu that holds them is about to open: they are in no page's first load. */
export const preloadBrandLinks = () => void import('./brand-links.js');
const LazyBrandLinks = lazy(() => import('./brand-links.js').then((module) => ({ default: module.BrandLinks })));
/** The mobile menu's brands, once the menu is open. */
export const LazyMobileBrandLinks = lazy(() => import('./brand-links.js').then((module) => ({ default: module.MobileBrandLinks })));

/**
 * The desktop bar's brands entry: a disclosure button (aria-expanded) and the list under it.
 * Escape closes it and gives focus back to the button; a click outside it, focus leaving it,
 * choosing a brand or any navigation close it too.
 */
export function BrandsMenu({ label }: { label: string }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = parseLocalizedPath(pathname).path.startsWith(BRAND_PAGES_PREFIX);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, close, [wrapperRef]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) close(false);
  };

  return (
    <Wrapper ref={wrapperRef} onBlur={onBlur}>
      <MenuButton
        onPointerEnter={preloadBrandLinks}
        onFocus={preloadBrandLinks}
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        $active={active}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronIcon size={12} style={open ? { transform: 'rotate(180deg)' } : undefined} />
      </MenuButton>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <LazyBrandLinks labelledBy={buttonId} onChoose={() => close(false)} />
          </Suspense>
        )}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const MenuButton = styled.button<{ $active: boolean }>`
  ${topItem}
  gap: 0.125rem;
  border: 0;
  background: none;
  font-weight: 600;
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 17rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.header};
  &[hidden] {
    display: none;
  }
`;
