import { describe, expect, it } from 'vitest';
import { initials } from '../../../src/features/about/lib/about-content.js';

describe('initials in place of a photo', () => {
  it('take the first letter of the first two words, in capitals', () => {
    expect(initials('Андрей Ковальчук')).toBe('АК');
    expect(initials('  natalia   kravchenko ')).toBe('NK');
    expect(initials('Anna Maria Smith')).toBe('AM');
    expect(initials('Cher')).toBe('C');
  });
});
