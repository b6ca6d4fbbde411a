/**
 * What a visitor has typed survives a reload until it is sent (session storage: the
 * tab's lifetime, nothing left behind on a shared computer). A draft that storage refuses
 * (disabled, full, a private mode that throws) still lives as long as the page, in memory.
 */
const PREFIX = 'ev-dealer:draft:';
/** The drafts whose last save storage refused. */
const memory = new Map<string, string>();

export function loadDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = memory.get(key) ?? window.sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, value: object): void {
  const raw = JSON.stringify(value);
  try {
    window.sessionStorage.setItem(PREFIX + key, raw);
    memory.delete(key);
  } catch {
    // Storage full or disabled: the form still works, and the draft lives in memory for this page.
    memory.set(key, raw);
  }
}

export function clearDraft(key: string): void {
  memory.delete(key);
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
