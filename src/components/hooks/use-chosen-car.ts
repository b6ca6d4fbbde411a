import { useCallback, useMemo } from 'react';
import { useUrlQuery } from './use-url-query.js';

/** The query parameter of a tool's car: `?car=slug`. */
export const CAR_PARAM = 'car';

/**
 * A tool page's car and settings in its URL query (issue 12), e.g.
 * `?car=zeekr-001-you&condition=winter`: the car when the slug is known, null otherwise,
 * and the other parameters as they stand. Choices replace the history entry, so Back
 * leaves the tool rather than stepping through every choice.
 */
export function useChosenCar<Car extends { slug: string }>(cars: readonly Car[]) {
  const { params, update } = useUrlQuery();
  const slug = params.get(CAR_PARAM);
  const car = useMemo(() => cars.find((candidate) => candidate.slug === slug) ?? null, [cars, slug]);
  const set = useCallback((changes: Record<string, string | null>) => update(changes, { replace: true }), [update]);
  const chooseCar = useCallback((next: string) => set({ [CAR_PARAM]: next || null }), [set]);
  return { car, params, set, chooseCar };
}
