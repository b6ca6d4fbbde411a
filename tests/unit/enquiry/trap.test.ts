import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS, TRAP_FIELD, trapFields, trapVerdict } from '../../../src/lib/enquiry/trap.js';

describe('trapVerdict', () => {
  const at = 1_800_000_000_000;
  it('passes an empty trap, with or without the timing of a person', () => {
    expect(trapVerdict({ kind: 'contact' })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: '' })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: '   ', shownAt: at - MIN_FILL_MS, sentAt: at })).toBe('clean');
    expect(trapVerdict({ [TRAP_FIELD]: null })).toBe('clean');
  });

  it('catches a filled trap of any type', () => {
    for (const value of ['x', 0, 42, false, true, {}, [], ['a']]) expect(trapVerdict({ [TRAP_FIELD]: value }), String(value)).toBe('field');
  });

  it('catches a form sent less than 2 s after it was shown, by the visitor’s own clock', () => {
    expect(trapVerdict({ shownAt: at, sentAt: at })).toBe('too_fast');
    expect(trapVerdict({ shownAt: at - MIN_FILL_MS + 1, sentAt: at })).toBe('too_fast');
    expect(trapVerdict({ shownAt: at - MIN_FILL_MS, sentAt: at })).toBe('clean');
    // A clock set back while the form was open is not a bot; junk timing is ignored.
    expect(trapVerdict({ shownAt: at, sentAt: at - 60_000 })).toBe('clean');
    expect(trapVerdict({ shownAt: 'soon', sentAt: at })).toBe('clean');
    expect(trapVerdict({ shownAt: Number.NaN, sentAt: at })).toBe('clean');
  });

  it('never throws on a payload that is not an object', () => {
    for (const value of [null, undefined, 'x', 1, []]) expect(trapVerdict(value)).toBe('clean');
  });

  it('trapFields gives what a form adds to its payload', () => {
    expect(trapFields('', at - 5000, at)).toEqual({ [TRAP_FIELD]: '', shownAt: at - 5000, sentAt: at });
  });
});
