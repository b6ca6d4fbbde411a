/**
 * A car's number in the catalogue (`id`, the catalogue's order when unsorted) is the editor's
 * business (issue 38): a new or copied car gets the next free number. Pure.
 */

/** The ids of the car files, but the one at `path` (the car being edited). */
export function otherIds(cars: ReadonlyMap<string, unknown>, path: string): number[] {
  return [...cars]
    .filter(([file]) => file !== path)
    .flatMap(([, data]) => {
      const id = (data as { id?: unknown } | null)?.id;
      return typeof id === 'number' ? [id] : [];
    });
}

/** The number a car keeps, or gets: its own when it has one no other car has; otherwise one more than the largest. */
export function carId(current: unknown, others: readonly number[]): number {
  if (typeof current === 'number' && Number.isInteger(current) && current >= 1 && !others.includes(current)) return current;
  return Math.max(0, ...others) + 1;
}
