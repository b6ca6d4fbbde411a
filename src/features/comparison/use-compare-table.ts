import { useEffect, useState } from 'react';
import type { CompareTable } from '../../components/car/compare-table.js';

/**
 * The comparison table's code, null until it arrives. The table is never in the
 * pre-rendered page (its cars are the URL's), so its code is no part of the first load: it
 * is fetched once the page is in the browser's hands. A failed fetch goes to the route's
 * error screen, which reloads a page that a new build has left behind.
 */
export function useCompareTable(): typeof CompareTable | null {
  const [table, setTable] = useState<{ Table: typeof CompareTable } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    import('../../components/car/compare-table.js').then(({ CompareTable: Table }) => setTable({ Table }), setFailed);
  }, []);
  if (failed) throw failed;
  return table && table.Table;
}
