import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while pre-rendering and during hydration, true after: state that only the
 * browser knows (the URL query of a pre-rendered page, localStorage) is applied
 * once React has taken over, so the first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
