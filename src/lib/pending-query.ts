/**
 * The queries a page wrote to its URL and is still waiting for. The router commits each URL
 * change later (in a transition), so a fast typist writes "7 м", "7 ме", "7 мес" before the
 * first arrives. Showing the URL as it arrives would put "7 м" back in the search box under
 * the next keystroke, and that letter would be lost: what was written last stays shown until
 * the URL catches up with it.
 */
export interface PendingQueries {
  /** Written and not yet in the URL, oldest first. */
  written: readonly string[];
}

export const NOTHING_PENDING: PendingQueries = { written: [] };

/** After a write: the query to show at once is the last one written. */
export function afterWrite(pending: PendingQueries, query: string): PendingQueries {
  return { written: [...pending.written, query] };
}

/**
 * The URL now holds `urlQuery`. One of ours arrived: the writes before it and itself are done,
 * later ones still wait. Anything else is a navigation of its own (Back, a link), which wins.
 */
export function afterUrlChange(pending: PendingQueries, urlQuery: string): PendingQueries {
  const at = pending.written.lastIndexOf(urlQuery);
  return at === -1 ? NOTHING_PENDING : { written: pending.written.slice(at + 1) };
}

/** The query the page shows: the last written while any wait, otherwise the URL's. */
export function shownQuery(pending: PendingQueries, urlQuery: string): string {
  return pending.written.at(-1) ?? urlQuery;
}
