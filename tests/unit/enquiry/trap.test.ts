import { describe, expect, it } from 'vitest';
import { MAX_FILL_MS, MIN_FILL_MS, TRAP_FIELD, trapFields, trapVerdict } from '../../../src/lib/enquiry/trap.js';

describe('trapVerdict', () => {
  const at = 1_800_000_000_000;
  const person = { shownAt: at - 10_000, sentAt: at };
  it('passes an empty trap with the timing of a person', () => {
    expect(trapVerdict({ kind: 'contact', ...person })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: '', ...person })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: '   ', shownAt: at - MIN_FILL_MS, sentAt: at })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: null, ...person })).toBe('clean');
  });

  it('finds no valid timing when it is missing, not numbers, negative, impossible or a span that runs backwards (issue 25)', () => {
    expect(trapVerdict({ kind: 'contact' })).toBe('no_timing');
    expect(trapVerdict({ [TRAP_FIELD]: '' })).toBe('no_timing');
    for (const timing of [
      { shownAt: 'soon', sentAt: at },
      { shownAt: String(at - 10_000), sentAt: String(at) },
      { shownAt: Number.NaN, sentAt: at },
      { shownAt: -10_000, sentAt: -1 },
      { shownAt: 1, sentAt: 20_000 },
      { shownAt: at - 10_000.5, sentAt: at },
      { shownAt: at, sentAt: at - 60_000 },
      { shownAt: at - MAX_FILL_MS - 1, sentAt: at },
      { shownAt: Number.MAX_SAFE_INTEGER - 10_000, sentAt: Number.MAX_SAFE_INTEGER },
    ])
      expect(trapVerdict(timing), JSON.stringify(timing)).toBe('no_timing');
    expect(trapVerdict({ shownAt: at - MAX_FILL_MS, sentAt: at })).toBe('clean');
  });

  it('catches a filled trap of any type', () => {
    for (const value of ['x', 0, 42, false, true, {}, [], ['a']]) expect(trapVerdict({ [TRAP_FIELD]: value }), String(value)).toBe('field');
  });

  it('catches a form sent less than 2 s after it was shown, by the visitor’s own clock', () => {
    expect(trapVerdict({ shownAt: at, sentAt: at })).toBe('too_fast');
    expect(trapVerdict({ shownAt: at - MIN_FILL_MS + 1, sentAt: at })).toBe('too_fast');
    expect(trapVerdict({ shownAt: at - MIN_FILL_MS, sentAt: at })).toBe('clean');
  });

  it('never throws on a payload that is not an object, and finds no timing in it', () => {
    for (const value of [null, undefined, 'x', 1, []]) expect(trapVerdict(value)).toBe('no_timing');
  });

  it('trapFields gives what a form adds to its payload', () => {
    expect(trapFields('', at - 5000, at)).toEqual({ [TRAP_FIELD]: '', shownAt: at - 5000, sentAt: at });
  });
});
