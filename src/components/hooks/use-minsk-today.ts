import { useEffect, useState } from 'react';
import { minskDate } from '../../lib/minsk-date.js';

/**
 * Today in Minsk (YYYY-MM-DD), where the offers' dates are meant: the build's day in the pre-rendered HTML and while
 * hydrating, the visitor's day after, so that an offer that has ended since the build is not shown as live
 * (docs/decisions/content-sourcing.md#19).
 */
export function useMinskToday(buildDay: string): string {
  const [today, setToday] = useState(buildDay);
  useEffect(() => setToday(minskDate(new Date())), []);
  return today;
}
