import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from '../../../scripts/audit/cpu-slowdown.js';

describe('the CPU slowdown for the host (Lighthouse docs/throttling.md, its calculator)', () => {
  it("gives the calculator's points, linear between them", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('never goes above Lighthouse’s default, nor below 1×', () => {
    expect(cpuSlowdownFor(2600)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(90)).toBe(1);
  });

  it('keeps the default when the index could not be measured', () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
