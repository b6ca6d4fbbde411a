import { describe, expect, it } from 'vitest';
import { parseFeedback, parseSavedSlugs, pressFeedback, toggleSlug } from '../../../src/features/news/lib/article-prefs.js';

describe('helpful / not helpful (docs/decisions/pages-news.md#article)', () => {
  it('cycles among none, yes and no; pressing the active choice clears it', () => {
    let map = pressFeedback({}, 'a', 'yes');
    expect(map).toEqual({ a: 'yes' });
    map = pressFeedback(map, 'a', 'no');
    expect(map).toEqual({ a: 'no' });
    map = pressFeedback(map, 'a', 'no');
    expect(map).toEqual({});
  });

  it('keeps other articles as they are', () => {
    expect(pressFeedback({ b: 'no' }, 'a', 'yes')).toEqual({ a: 'yes', b: 'no' });
  });

  it('reads only valid stored values', () => {
    expect(parseFeedback('{"a":"yes","b":"maybe","c":1}')).toEqual({ a: 'yes' });
    expect(parseFeedback('not json')).toEqual({});
    expect(parseFeedback('["yes"]')).toEqual({});
    expect(parseFeedback(null)).toEqual({});
  });
});

describe('saved articles', () => {
  it('toggles a slug', () => {
    expect(toggleSlug([], 'a')).toEqual(['a']);
    expect(toggleSlug(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads only a list of strings, without repeats', () => {
    expect(parseSavedSlugs('["a","a",3,""]')).toEqual(['a']);
    expect(parseSavedSlugs('{}')).toEqual([]);
    expect(parseSavedSlugs(null)).toEqual([]);
  });
});
