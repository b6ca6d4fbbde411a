import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { focusId } from '../hooks/scroll.js';

/**
 * React Router's scroll restoration: Back and Forward return to where the visitor was
 * (it restores once the page's data and code have arrived, so the page has its full
 * height); a new page starts at the top (docs/decisions/urls-and-languages.md#routes) or at the `#anchor` it names; a
 * change of the query alone (catalogue filters) keeps the position.
 *
 * A jump to an anchor also moves keyboard focus there, so the next Tab continues from it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && hash) focusId(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash, navigationType]);
  return <ScrollRestoration />;
}
