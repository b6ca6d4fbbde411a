/**
 * Lighthouse's CPU slowdown for the machine it runs on. Its default, 4×, turns a high-end desktop
 * (benchmark index about 1,500) into a mid-tier phone; on a slower or busier host the same 4×
 * emulates a slower phone, and Total Blocking Time follows the machine rather than the site (the
 * same build measured a home-page TBT of 65 ms one morning and 193 ms on a loaded CI machine).
 * Lighthouse's guide says to calibrate the slowdown from the host's benchmark index
 * (docs/throttling.md, "Calibrating the CPU slowdown"), with the figures of the calculator it
 * links to (lighthouse-cpu-throttling-calculator): 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×,
 * linear between. The audit never goes above the default 4×: a fast machine is judged as Google
 * judges it, a slow one as the phone the default means.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The slowdown that makes a host of this benchmark index behave as Lighthouse's mid-tier phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, multiplier) * 100) / 100;
}
