import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { focusId } from '../hooks/scroll.js';
import { fetchTypefaceAfterLoad, switchToTypeface } from '../../lib/typeface.js';

/**
 * React Router's scroll restoration: Back and Forward return to where the visitor was
 * (it restores once the page's data and code have arrived, so the page has its full
 * height); a new page starts at the top (docs/decisions/urls-and-languages.md#routes) or at the `#anchor` it names; a
 * change of the query alone (catalogue filters) keeps the position.
 *
 * A jump to an anchor also moves keyboard focus there, so the next Tab continues from it. And a move to another page
 * is when the page changes to the site's typeface.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && hash) focusId(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash, navigationType]);
  // The typeface is fetched after the first page has loaded and used from the next page on (lib/typeface.ts).
  const firstPathname = useRef(pathname);
  useEffect(fetchTypefaceAfterLoad, []);
  useEffect(() => {
    if (pathname !== firstPathname.current) switchToTypeface();
  }, [pathname]);
  return <ScrollRestoration />;
}
