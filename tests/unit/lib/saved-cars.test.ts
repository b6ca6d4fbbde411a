import { describe, expect, it } from 'vitest';
import { parseSavedIds, toggleSavedId } from '../../../src/lib/saved-cars.js';

describe('saved cars storage', () => {
  it('reads a list of ids and ignores anything else', () => {
    expect(parseSavedIds('[3,1,3]')).toEqual([3, 1]);
    expect(parseSavedIds('[1,"2",-4,2.5,null]')).toEqual([1]);
    expect(parseSavedIds('{"a":1}')).toEqual([]);
    expect(parseSavedIds('not json')).toEqual([]);
    expect(parseSavedIds(null)).toEqual([]);
  });

  it('toggles an id in and out', () => {
    expect(toggleSavedId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleSavedId([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
