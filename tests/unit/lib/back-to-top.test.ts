/** When the back-to-top button shows (src/lib/back-to-top.ts): coming back up, at the end, never while reading on down. */
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_RULES, BACK_TO_TOP_START, nextBackToTop, type BackToTopState } from '../../../src/lib/back-to-top.js';

const MAX_Y = 5000;

/** The visibility after each scroll position in turn, from the top. */
function walk(positions: number[], maxY = MAX_Y): boolean[] {
  let state: BackToTopState = BACK_TO_TOP_START;
  return positions.map((y) => {
    state = nextBackToTop(state, y, maxY);
    return state.visible;
  });
}

describe('nextBackToTop', () => {
  it('uses the shell constant: 500 px (docs/decisions/constants.md#shell)', () => {
    expect(BACK_TO_TOP_RULES.threshold).toBe(500);
  });

  it('stays away while the visitor reads on down, however far', () => {
    expect(walk([300, 900, 1500, 3000, 4500])).toEqual([false, false, false, false, false]);
  });

  it('comes once they scroll back up by 48 px past 500 px, and goes as soon as they scroll down 8 px', () => {
    expect(walk([2000, 1970, 1952, 1959, 1968, 1900])).toEqual([false, false, true, true, false, true]);
  });

  it('adds up the small steps of one direction, and starts again when it turns', () => {
    expect(walk([2000, 1980, 1960, 1955, 1945])).toEqual([false, false, false, false, true]);
    expect(walk([2000, 1970, 1975, 1950])).toEqual([false, false, false, false]);
  });

  it('goes within the first 500 px, even scrolling up', () => {
    expect(walk([2000, 1000, 500, 400])).toEqual([false, true, false, false]);
  });

  it('shows at the end of the page, where the footer leaves it room, and stays while the visitor goes back up', () => {
    expect(walk([2000, 4999, 4990, 4900])).toEqual([false, true, true, true]);
    expect(walk([2000, 4997])).toEqual([false, false]);
  });

  it('never shows on a page too short to scroll past 500 px', () => {
    expect(walk([450, 480], 480)).toEqual([false, false]);
  });
});
