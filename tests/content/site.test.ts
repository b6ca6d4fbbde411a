/**
 * The content as a whole passes every check the build makes (content/check.ts): the build runs
 * these before it renders a page, and the staff editor before it saves. A bad content file fails
 * this test with the build's own message, and every other test still runs (vite.config.ts no
 * longer checks the content when it is imported).
 */
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../content/check.js';

describe('the content', () => {
  it('passes every check the build makes, outside production', () => {
    expect(() => checkContent({ VERCEL_ENV: 'preview' })).not.toThrow();
  });
});
