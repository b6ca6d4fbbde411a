import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home > … > current page, as a labelled navigation list. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('a11y.breadcrumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
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
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
