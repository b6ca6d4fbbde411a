import { lazy, type ComponentType } from 'react';

/** On <html> while code scheduled for idle time is still loading (browser tests wait for it to go). */
export const IDLE_PENDING_ATTRIBUTE = 'data-idle-pending';

/** Runs `callback` once the browser is idle (or after 2 s at most). */
export function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 300);
}

let pending = 0;
function track<T>(loading: Promise<T>): Promise<T> {
  if (pending++ === 0) document.documentElement.setAttribute(IDLE_PENDING_ATTRIBUTE, '');
  return loading.finally(() => {
    if (--pending > 0) return;
    // A part inside the one that just arrived (the home page's contact form, within the
    // sections below the fold) starts loading its own code when it first renders: only
    // once the page is idle again is nothing left to come.
    whenIdle(() => {
      if (pending === 0) document.documentElement.removeAttribute(IDLE_PENDING_ATTRIBUTE);
    });
  });
}

/**
 * A component that is pre-rendered like any other but whose code the browser loads
 * only once the page is idle: until then React keeps the server's HTML in place
 * (links work, text reads), then hydrates it. For what sits below the fold.
 *
 * Until its code arrives, the part must not be updated: give it the same element on
 * every render of its parent (a `useMemo`), or React drops the server's HTML with
 * error 421 when the parent re-renders first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyWhenIdle<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  if (import.meta.env.SSR) return lazy(load);
  return lazy(() => track(new Promise<void>((resolve) => whenIdle(resolve)).then(load)));
}
