import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { breadcrumbListJsonLd } from '../../lib/structured-data.js';
import { absoluteUrl } from '../../lib/shell.js';
import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from '../../lib/json-ld.js';
import { useShell } from '../layout/use-shell.js';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home > … > current page, as a labelled navigation list, and as a schema.org BreadcrumbList with the same items. */
export function Breadcrumbs({ items, onDark = false }: { items: Crumb[]; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('a11y.breadcrumbs')} $onDark={onDark}>
      {import.meta.env.SSR && <BreadcrumbData items={items} />}
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </Nav>
  );
}

/**
 * The same crumbs for crawlers, which read the pre-rendered head and run no script: rendered only
 * there (`import.meta.env.SSR`), so its code stays out of the browser bundle; helmet's head lies
 * outside the markup hydration compares.
 */
function BreadcrumbData({ items }: { items: Crumb[] }) {
  const { siteUrl } = useShell();
  const list = breadcrumbListJsonLd(
    items.map((item) => ({ name: item.label, ...(item.href && { url: absoluteUrl(siteUrl, item.href) }) })),
  );
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(list)}</script>
    </Head>
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
