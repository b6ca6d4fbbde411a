import { startTransition, useEffect, useState } from 'react';

/** Set once the first hydration has committed: components mounted after it start hydrated. */
let hydrationDone = false;

/**
 * False while pre-rendering and during hydration, true after: state that only the
 * browser knows (the URL query of a pre-rendered page, localStorage) is applied
 * once React has taken over, so the first render matches the HTML.
 *
 * The switch to true is a transition, so React renders it in short slices: the re-render
 * of a whole catalogue right after hydration does not block the main thread (a store hook
 * would force it as one synchronous task, which Lighthouse counts as blocking time).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
