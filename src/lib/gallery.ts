/** docs/decisions/pages-catalogue-and-car.md#car-page: the gallery's index cycles with wraparound, both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The step a swipe takes: 1 to the next picture (finger moving left), −1 to the previous, 0 when too short or mostly vertical. */
export const SWIPE_MIN_PX = 40;
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
