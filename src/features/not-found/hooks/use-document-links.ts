import { useEffect } from 'react';
import { createPath, useBlocker } from 'react-router-dom';

/**
 * The not-found document's router knows only that page (main.tsx), so a link to another path
 * (the shell's, the page's) loads that path's own document at once, rather than asking this
 * router for route data it will not find and then reloading.
 */
export function useDocumentLinks(): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = createPath(blocker.location);
    blocker.reset();
    window.location.assign(target);
  }, [blocker]);
}
