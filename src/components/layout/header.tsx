import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { css, styled } from 'styled-components';
import { isNavActive, paths } from '../../lib/paths.js';
import { telHref } from '../../lib/contact-links.js';
import { media } from '../../styles/theme.js';
import { useDismiss } from '../hooks/use-dismiss.js';
import { useEnquiryDialog } from '../hooks/use-enquiry-dialog.js';
import { useScrolledPast } from '../hooks/use-scrolled-past.js';
import { CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons.js';
import { Button, ButtonAnchor } from '../ui/button.js';
import { Container } from '../ui/container.js';
import { barLink, topItem } from './bar-link.js';
import { BrandMark } from './brand-mark.js';
import { BrandsMenu, LazyMobileBrandLinks, preloadBrandLinks } from './brands-menu.js';
import { LanguageSwitch } from './language-switch.js';
import { useMissingPage } from './missing-page.js';
import { MAIN_NAV, type NavLink } from './navigation.js';
import { SavedCarsLink } from './saved-cars-link.js';
import { useLang } from './use-lang.js';
import { useShell } from './use-shell.js';

/** docs/decisions/constants.md#shell: the header turns to glass once the page has scrolled more than 10 px. */
export const HEADER_GLASS_THRESHOLD_PX = 10;

/**
 * The site's header. `part`: one language's share of a header that the document holds once
 * (the not-found document's, shared-site-layout.tsx): a block inside that `<header>`, not a banner of its own.
 */
export function Header({ part = false }: { part?: boolean }) {
  const lang = useLang();
  const { phone } = useShell().company;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const missingPage = useMissingPage();
  const scrolled = useScrolledPast(HEADER_GLASS_THRESHOLD_PX);
  const enquiry = useEnquiryDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const mobileBrandsId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Any navigation closes the menu (a link chosen in it, back/forward).
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes it and gives focus back to the button; a click outside closes it.
  useDismiss(menuOpen, closeMenu, [menuRef, buttonRef]);

  const linkFor = (item: NavLink) => {
    const href = item.href(lang);
    // A missing page is none of the sections, whatever its address says.
    const active = !missingPage && isNavActive(pathname, href, item.alsoActiveUnder);
    return { key: item.labelKey, href, active, label: t(item.labelKey) };
  };
  const navLinks = MAIN_NAV.filter((item): item is NavLink => item.kind === 'link').map(linkFor);

  return (
    <Bar as={part ? 'div' : undefined} $glass={scrolled || menuOpen} data-scrolled={scrolled ? 'true' : 'false'}>
      <Inner>
        <Brand to={paths.home(lang)} aria-label={t('header.homeLink')} data-site-brand="">
          <BrandMark />
          <span>{t('site.name')}</span>
        </Brand>

        <DesktopNav aria-label={t('a11y.mainNav')}>
          <NavList>
            {MAIN_NAV.map((item) => {
              if (item.kind === 'brands')
                return (
                  <li key={item.labelKey}>
                    <BrandsMenu label={t(item.labelKey)} />
                  </li>
                );
              const link = linkFor(item);
              return (
                <li key={link.key}>
                  <TopLink to={link.href} aria-current={link.active ? 'page' : undefined} $active={link.active}>
                    {link.label}
                  </TopLink>
                </li>
              );
            })}
          </NavList>
        </DesktopNav>

        <Actions>
          <InlineOnly>
            <LanguageSwitch />
          </InlineOnly>
          <BarSaved />
          <FromTablet>
            <EnquiryButton $variant="secondary" type="button" aria-haspopup="dialog" onClick={() => enquiry.open()}>
              {t('header.enquiry')}
            </EnquiryButton>
          </FromTablet>
          <PhoneLink href={telHref(phone)} aria-label={t('header.callUs', { phone })}>
            <PhoneIcon size={18} />
            <PhoneText>{phone}</PhoneText>
          </PhoneLink>
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onPointerEnter={preloadBrandLinks}
            onFocus={preloadBrandLinks}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuButton>
        </Actions>
      </Inner>
      {/* The confirmation of an enquiry sent from the header stays under its buttons (docs/decisions/relay.md#35). */}
      {enquiry.note}

      <MobileMenu id={menuId} ref={menuRef} hidden={!menuOpen} data-testid="mobile-menu">
        <Container>
          <nav aria-label={t('header.menu')}>
            <MobileList>
              {navLinks.map((link) => (
                <li key={link.key}>
                  <MobileLink
                    to={link.href}
                    aria-current={link.active ? 'page' : undefined}
                    $active={link.active}
                    onClick={() => closeMenu(false)}
                  >
                    {link.label}
                  </MobileLink>
                </li>
              ))}
            </MobileList>
            <MobileGroupTitle id={mobileBrandsId}>{t('nav.brands')}</MobileGroupTitle>
            {menuOpen && (
              <Suspense fallback={null}>
                <LazyMobileBrandLinks labelledBy={mobileBrandsId} onChoose={() => closeMenu(false)} />
              </Suspense>
            )}
          </nav>
          <MobileRow>
            <SavedCarsLink withLabel />
          </MobileRow>
          <MobileRow>
            <Button
              $variant="secondary"
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                // The menu closes: the dialog gives the focus back to the menu button.
                closeMenu(true);
                enquiry.open();
              }}
            >
              {t('header.enquiry')}
            </Button>
            <LanguageSwitch />
            <ButtonAnchor href={telHref(phone)} onClick={() => closeMenu(false)}>
              <PhoneIcon size={18} />
              {phone}
            </ButtonAnchor>
          </MobileRow>
        </Container>
      </MobileMenu>
    </Bar>
  );
}

const Bar = styled.header<{ $glass: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.background};
  transition:
    background-color ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
  ${({ $glass, theme }) =>
    $glass &&
    css`
      background: ${theme.color.headerGlass};
      backdrop-filter: saturate(180%) blur(12px);
      -webkit-backdrop-filter: saturate(180%) blur(12px);
      box-shadow: ${theme.shadow.header};
    `}
`;

/*
 * Nothing in the bar wraps or shrinks: each item keeps its one line, and the items
 * that do not fit a width are not shown there (they are in the menu). Below `nav`
 * the bar holds the brand, the saved cars (from `xs`), the enquiry button (from `md`),
 * the phone (its number from `md`) and the menu button; from `nav`, everything in one row.
 */
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  white-space: nowrap;
  & > * {
    flex-shrink: 0;
  }
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space.md};
  }
  ${media.up('nav')} {
    gap: 0.625rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-weight: 800;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  margin-right: auto;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.up('nav')} {
    display: block;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 0;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TopLink = styled(Link)<{ $active: boolean }>`
  ${topItem}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const InlineOnly = styled.div`
  display: none;
  ${media.up('nav')} {
    display: block;
  }
`;

const FromTablet = styled.div`
  display: none;
  ${media.up('md')} {
    display: block;
  }
`;

const EnquiryButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space.md};
  ${media.up('nav')} {
    padding-inline: 0.75rem;
  }
`;

/** On the narrowest phones the saved cars are in the menu only. */
const BarSaved = styled(SavedCarsLink)`
  display: none;
  ${media.up('xs')} {
    display: inline-flex;
  }
`;

const PhoneLink = styled.a`
  ${barLink}
  gap: ${({ theme }) => theme.space.xs};
`;

const PhoneText = styled.span`
  display: none;
  ${media.up('md')} {
    display: inline;
  }
  ${media.up('nav')} {
    font-size: 0.9375rem;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${media.up('nav')} {
    display: none;
  }
`;

const MobileMenu = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  &[hidden] {
    display: none;
  }
  ${media.up('nav')} {
    display: none;
  }
`;

const MobileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const MobileLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ $active, theme }) => ($active ? theme.color.primary : theme.color.text)};
  text-decoration: ${({ $active }) => ($active ? 'underline' : 'none')};
  text-underline-offset: 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const MobileGroupTitle = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

const MobileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
`;
