// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preferPhoto } from '../../../content/photos.js';

describe('preferPhoto', () => {
  const files = new Set(['/images/cars/x/exterior-1.jpg', '/images/cars/x/exterior-2.webp', '/images/cars/x/exterior-2.png']);
  const exists = (path: string) => files.has(path);

  it('uses a same-named photo dropped beside a drawing', () => {
    expect(preferPhoto('/images/cars/x/exterior-1.svg', exists)).toBe('/images/cars/x/exterior-1.jpg');
  });

  it('prefers the lighter modern formats when several exist', () => {
    expect(preferPhoto('/images/cars/x/exterior-2.svg', exists)).toBe('/images/cars/x/exterior-2.webp');
  });

  it('keeps the drawing when there is no photo', () => {
    expect(preferPhoto('/images/cars/x/interior-1.svg', exists)).toBe('/images/cars/x/interior-1.svg');
  });

  it('leaves a path that already names a photo alone', () => {
    expect(preferPhoto('/images/cars/x/exterior-1.jpg', () => false)).toBe('/images/cars/x/exterior-1.jpg');
  });
});
