import { useCallback, useSyncExternalStore } from 'react';

interface Store<T> {
  listeners: Set<() => void>;
  raw: string | null;
  value: T;
}
const stores = new Map<string, Store<unknown>>();
const asIs = (value: unknown) => value;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the choice simply does not persist
  }
}

/**
 * A value kept in localStorage under `key`, shared by every component that asks for it and
 * by other tabs. The server snapshot is `empty`, so pre-rendered HTML and hydration agree;
 * the stored value appears right after. `parse` must accept anything (old or broken data).
 */
export function useStoredValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  empty: T,
  /** What is written as JSON, when `T` is not plain JSON (a Set). */
  toJson: (value: T) => unknown = asIs,
) {
  let store = stores.get(key) as Store<T> | undefined;
  if (!store) {
    // Nothing stored reads as `empty` itself, so a first visit does not re-render every reader
    // right after hydration (a new `parse(null)` would differ from the server snapshot).
    store = { listeners: new Set(), raw: null, value: empty };
    stores.set(key, store as Store<unknown>);
  }
  const current = store;

  const getSnapshot = useCallback(() => {
    const raw = read(key);
    if (raw !== current.raw) {
      current.raw = raw;
      current.value = parse(raw);
    }
    return current.value;
  }, [key, parse, current]);

  const subscribe = useCallback(
    (listener: () => void) => {
      current.listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        current.listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    [key, current],
  );

  const value = useSyncExternalStore(subscribe, getSnapshot, () => empty);

  // Stable, and given the latest stored value: callers need not re-render to update it.
  const write = useCallback(
    (update: (current: T) => T) => {
      const next = update(getSnapshot());
      try {
        window.localStorage.setItem(key, JSON.stringify(toJson(next)));
      } catch {
        return;
      }
      current.listeners.forEach((listener) => listener());
    },
    [key, current, toJson, getSnapshot],
  );
  return [value, write] as const;
}
