import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../../components/hooks/use-hydrated.js';
import { missingPlace, type MissingPlace } from '../lib/missing.js';

/**
 * The language and kind of the missing path, once React has taken over; null while
 * pre-rendering and hydrating, when the document shows every part and its head's script
 * and CSS pick the one to see (../lib/missing.ts).
 */
export function useMissingPlace(): MissingPlace | null {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return useMemo(() => (hydrated ? missingPlace(pathname) : null), [hydrated, pathname]);
}
