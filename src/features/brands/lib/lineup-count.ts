/**
 * How much of a brand the catalogue holds: its model families (the car files' `model`: the Zeekr
 * 001, 007, 007 GT, 7X and X) and its versions (the cars: «Zeekr 007 GT AWD» is one version of
 * the 007 GT). A brand page names both, never the versions as «models».
 */
export interface LineupCount {
  /** Model families, each counted once. */
  families: number;
  /** Cars in the catalogue: each trim of a family is one version. */
  versions: number;
}

export function countLineup(cars: readonly { model: string }[]): LineupCount {
  return { families: new Set(cars.map((car) => car.model.trim())).size, versions: cars.length };
}
