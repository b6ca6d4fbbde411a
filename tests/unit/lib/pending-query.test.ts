import { describe, expect, it } from 'vitest';
import { afterUrlChange, afterWrite, NOTHING_PENDING, shownQuery } from '../../../src/lib/pending-query.js';

describe('pending URL queries', () => {
  it('shows the last query written while the URL catches up, so a fast keystroke is not lost', () => {
    let pending = NOTHING_PENDING;
    for (const typed of ['q=7', 'q=7+м', 'q=7+ме', 'q=7+мес']) pending = afterWrite(pending, typed);
    // The router commits the first write: the search box keeps showing the last one.
    pending = afterUrlChange(pending, 'q=7');
    expect(shownQuery(pending, 'q=7')).toBe('q=7+мес');
    pending = afterUrlChange(pending, 'q=7+ме');
    expect(shownQuery(pending, 'q=7+ме')).toBe('q=7+мес');
    pending = afterUrlChange(pending, 'q=7+мес');
    expect(pending).toEqual(NOTHING_PENDING);
    expect(shownQuery(pending, 'q=7+мес')).toBe('q=7+мес');
  });

  it('lets a navigation of its own (Back, a link) win over what waits', () => {
    const pending = afterWrite(afterWrite(NOTHING_PENDING, 'brand=zeekr'), 'brand=zeekr&seats=6');
    const back = afterUrlChange(pending, 'brand=xiaomi');
    expect(back).toBe(NOTHING_PENDING);
    expect(shownQuery(back, 'brand=xiaomi')).toBe('brand=xiaomi');
  });

  it('shows the URL when nothing was written', () => {
    expect(shownQuery(NOTHING_PENDING, 'seats=6')).toBe('seats=6');
    expect(afterUrlChange(NOTHING_PENDING, 'seats=6')).toBe(NOTHING_PENDING);
  });
});
