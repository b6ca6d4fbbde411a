import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home > … > current page, as a labelled navigation list. */
export function Breadcrumbs({ items, onDark = false }: { items: Crumb[]; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('a11y.breadcrumbs')} $onDark={onDark}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.onHero : theme.color.primary)};
  }
  span,
  li + li::before {
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.onHeroMuted : theme.color.textMuted)};
  }
`;
