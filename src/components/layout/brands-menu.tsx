import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { isNavActive, parseLocalizedPath, paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';
import { ChevronIcon } from '../ui/icons-extra.js';
import { useDismiss } from '../hooks/use-dismiss.js';
import { topItem } from './bar-link.js';
import { BRAND_PAGES_PREFIX } from './navigation.js';
import { useLang } from './use-lang.js';
import { useShell } from './use-shell.js';

/**
 * Every brand page (the shell's `brandPages`: the catalogue's makers and NIO), each with its
 * logo and how many of its cars the catalogue has: the header's brands menu and the mobile
 * menu's brands group (docs/decisions/pages-shell.md#header). `onChoose` closes what holds it.
 */
export function BrandLinks({ onChoose, labelledBy, className }: { onChoose: () => void; labelledBy: string; className?: string }) {
  const lang = useLang();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brandPages } = useShell();
  return (
    <List aria-labelledby={labelledBy} className={className}>
      {brandPages.map((brand) => {
        const href = paths.brand(lang, brand.slug);
        const current = isNavActive(pathname, href);
        return (
          <li key={brand.slug}>
            <BrandLink to={href} aria-current={current ? 'page' : undefined} $current={current} onClick={onChoose}>
              {/* The menus are hidden until opened, and a hidden lazy image is not fetched: no logo weighs on a page's first load. */}
              <img src={brand.logoUrl} alt="" width={32} height={32} loading="lazy" decoding="async" />
              <span>
                <b>{brand.name}</b>
                <span>{brand.carsCount > 0 ? t('footer.carsCount', { count: brand.carsCount }) : t('header.brandNotSold')}</span>
              </span>
            </BrandLink>
          </li>
        );
      })}
    </List>
  );
}

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
        <BrandLinks labelledBy={buttonId} onChoose={() => close(false)} />
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
  font: inherit;
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

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BrandLink = styled(Link)<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ $current, theme }) => ($current ? theme.color.primary : theme.color.text)};
  text-decoration: none;
  white-space: normal;
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.logoBackground};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
  }
  b,
  span span {
    display: block;
    line-height: 1.25;
  }
  b {
    font-weight: 600;
  }
  span span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** The mobile menu's brands: two columns, three from a tablet up. */
export const MobileBrandLinks = styled(BrandLinks)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
