/**
 * Spread on the first picture a page shows so the browser fetches it before other images.
 * React 18 knows no fetchPriority prop; the lowercase attribute reaches the DOM as is.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;
