import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import getStyledComponentsCollector from 'vite-react-ssg/style-collectors/styled-components';
import { notFoundRoute, prerenderPaths, routes } from './app/routes.js';
import { NOT_FOUND_DOCUMENT } from './app/not-found-document.js';
import { createRouterWithSharedParts } from './app/route-data.js';

// A `?lang=` link was redirected by the host to the path form (docs/decisions/urls-and-languages.md#3); the
// parameter has done its job, so it leaves the address bar before the router starts.
if (typeof window !== 'undefined') {
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}

/**
 * The host serves the one not-found document for every unknown path, /en/... included.
 * There the router knows only the not-found route, so the page hydrates as it was
 * pre-rendered whatever the URL (its links load whole documents: features/not-found/hooks/use-document-links.ts).
 */
const isNotFoundDocument = typeof document !== 'undefined' && document.documentElement.hasAttribute(NOT_FOUND_DOCUMENT);

export const createRoot = ViteReactSSG(
  // Data files refer to the parts many pages share (src/lib/shared-route-data.ts): the loaders put them back.
  { routes: isNotFoundDocument ? [notFoundRoute] : routes, customCreateRouter: createRouterWithSharedParts(createBrowserRouter) },
  undefined,
  { getStyleCollector: getStyledComponentsCollector },
);

/** Read by vite-react-ssg at build time: the pages to pre-render. */
export const includedRoutes = () => prerenderPaths();
