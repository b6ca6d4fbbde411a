/**
 * The browser's stand-in for react-helmet-async (vite.config.ts resolves the package here
 * in the client build only). The pre-rendered HTML already holds each page's head, which
 * vite-react-ssg writes at build time with the real package; in the browser the head only
 * has to follow client-side navigation: the title, the <html> attributes, and the tags
 * marked data-rh. The real package and its helpers weighed about 5 KB of gzip on every page.
 *
 * The site renders one head at a time (components/layout/seo.tsx, or the not-found page),
 * so the latest one simply replaces the tags, with no merging of nested heads.
 */
import { Children, Fragment, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

interface HeadProps {
  htmlAttributes?: Record<string, string>;
  children?: ReactNode;
}

/** React's prop names that differ from the attribute names, for the tags the site's heads use. */
const ATTRIBUTE_NAMES: Record<string, string> = { hrefLang: 'hreflang', charSet: 'charset', httpEquiv: 'http-equiv' };

function tagsOf(children: ReactNode, found: ReactElement<Record<string, unknown>>[] = []) {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    if (child.type === Fragment) tagsOf(child.props.children as ReactNode, found);
    else found.push(child);
  });
  return found;
}

function textOf(children: unknown): string {
  return Array.isArray(children) ? children.join('') : children == null ? '' : String(children);
}

export function applyHead({ htmlAttributes = {}, children }: HeadProps): void {
  for (const [name, value] of Object.entries(htmlAttributes)) document.documentElement.setAttribute(name, value);
  for (const node of document.head.querySelectorAll('[data-rh]')) node.remove();
  for (const tag of tagsOf(children)) {
    const { children: content, ...attributes } = tag.props;
    if (tag.type === 'title') {
      document.title = textOf(content);
      continue;
    }
    const element = document.createElement(tag.type as string);
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== undefined && value !== null && value !== false) element.setAttribute(ATTRIBUTE_NAMES[name] ?? name, String(value));
    }
    if (content != null) element.textContent = textOf(content);
    element.setAttribute('data-rh', 'true');
    document.head.appendChild(element);
  }
}

export function Helmet(props: HeadProps) {
  useEffect(() => applyHead(props));
  return null;
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children;
}
