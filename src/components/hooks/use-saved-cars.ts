import { useCallback, useSyncExternalStore } from 'react';
import { parseSavedIds, SAVED_CARS_KEY, toggleSavedId } from '../../lib/saved-cars.js';

/**
 * Saved cars, shared by every card, both languages and other tabs. The server
 * snapshot is empty, so pre-rendered HTML and hydration agree; the stored list
 * appears right after.
 */
const EMPTY: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSet: ReadonlySet<number> = EMPTY;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SAVED_CARS_KEY);
  } catch {
    return null; // storage disabled: saving simply does not persist
  }
}

function getSnapshot(): ReadonlySet<number> {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSet = new Set(parseSavedIds(raw));
  }
  return cachedSet;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_CARS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedCars() {
  const saved = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const toggle = useCallback((id: number) => {
    const next = toggleSavedId([...getSnapshot()], id);
    try {
      window.localStorage.setItem(SAVED_CARS_KEY, JSON.stringify(next));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { saved, toggle };
}
