/** Electricity prices in Belarus, BYN per kWh (content/running-costs.yaml holds the figures and their source). */
export interface Tariffs {
  /** Households, single rate. */
  homeSingle: number;
  /** Households on a two-rate meter, at night. */
  homeNight: number;
  /** Public AC chargers. */
  publicAC: number;
  /** Public DC fast chargers. */
  publicDC: number;
}
