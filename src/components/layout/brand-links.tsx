import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { isNavActive, paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';
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
