import { ViteReactSSG } from 'vite-react-ssg';
import getStyledComponentsCollector from 'vite-react-ssg/style-collectors/styled-components';
import { prerenderPaths, routes } from './app/routes.js';

// A `?lang=` link was redirected by the host to the path form (DECISIONS 3); the
// parameter has done its job, so it leaves the address bar before the router starts.
if (typeof window !== 'undefined') {
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}

export const createRoot = ViteReactSSG({ routes }, undefined, {
  getStyleCollector: getStyledComponentsCollector,
});

/** Read by vite-react-ssg at build time: the pages to pre-render. */
export const includedRoutes = () => prerenderPaths();
