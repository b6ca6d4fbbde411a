import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToId } from '../hooks/scroll.js';

/**
 * Every route change scrolls to the top (spec 000 §2), or to the `#anchor` it
 * names; back and forward leave the browser's own scroll restoration alone.
 * A change of the query string alone (filters) does not scroll.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    if (hash && scrollToId(decodeURIComponent(hash.slice(1)))) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
