import { describe, expect, it } from 'vitest';
import { CAR_VIEWS } from '../../../shared/picture-views.js';
import { photoVariantPath, toPicture, viewOf } from '../../../src/lib/pictures.js';

describe('toPicture', () => {
  it('serves a drawing as it is: one SVG for every screen, marked as a drawing', () => {
    expect(toPicture('/images/cars/zeekr-x-rwd/exterior-1.svg')).toEqual({
      src: '/images/cars/zeekr-x-rwd/exterior-1.svg',
      drawing: true,
      view: 'exterior-1',
    });
  });

  it('serves a photo from its sized WebP files', () => {
    const picture = toPicture('/images/cars/zeekr-x-rwd/interior-4.jpg');
    expect(picture.drawing).toBe(false);
    expect(picture.view).toBe('interior-4');
    expect(picture.src).toBe('/images/cars/zeekr-x-rwd/interior-4-1200w.webp');
    expect(picture.srcSet).toBe([480, 800, 1200, 1600].map((w) => `/images/cars/zeekr-x-rwd/interior-4-${w}w.webp ${w}w`).join(', '));
  });

  it('knows the eight views by name and refuses others', () => {
    expect(CAR_VIEWS).toHaveLength(8);
    expect(viewOf('/images/cars/a/interior-2.avif')).toBe('interior-2');
    expect(() => viewOf('/images/cars/a/front.jpg')).toThrow(/not one of/);
    expect(photoVariantPath('/a/exterior-1.JPEG', 800)).toBe('/a/exterior-1-800w.webp');
  });
});
