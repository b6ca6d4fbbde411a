import { useEffect } from 'react';

/** The attribute on <html> that says React has taken over the pre-rendered page (browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the document once the first render in the browser has committed. */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return null;
}
