import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep, wrapIndex } from '../../../src/lib/gallery.js';

describe('wrapIndex', () => {
  it('keeps an index in range', () => {
    expect(wrapIndex(0, 8)).toBe(0);
    expect(wrapIndex(7, 8)).toBe(7);
  });

  it('wraps before the first to the last', () => {
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(-9, 8)).toBe(7);
  });

  it('wraps past the last to the first', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(10, 8)).toBe(2);
  });

  it('gives 0 without pictures', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next picture when the finger moves left', () => {
    expect(swipeStep(-60, 5)).toBe(1);
  });

  it('goes to the previous picture when the finger moves right', () => {
    expect(swipeStep(60, 5)).toBe(-1);
  });

  it('ignores a swipe shorter than the minimum', () => {
    expect(SWIPE_MIN_PX).toBe(40);
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(-40, 0)).toBe(1);
  });

  it('ignores a mostly vertical move', () => {
    expect(swipeStep(-50, 60)).toBe(0);
    expect(swipeStep(50, -60)).toBe(0);
  });
});
