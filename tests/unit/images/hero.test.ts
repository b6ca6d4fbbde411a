import { describe, expect, it } from 'vitest';
import { HERO_PICTURE } from '../../../src/lib/pictures.js';
import { drawHeroLineup, heroCars } from '../../../scripts/images/hero.js';
import { checkPicture, L7, L9, SAMPLES, SU7, Z001, Z007, ZX } from './samples.js';

describe('drawHeroLineup', () => {
  const svg = drawHeroLineup(SAMPLES);

  it('is a well-formed, text-free SVG of the size the page declares, under 30 KB', () => {
    checkPicture(svg, HERO_PICTURE.width, HERO_PICTURE.height, 30 * 1024);
  });

  it('picks the L9, the 001 and the SU7 by model, in that order', () => {
    expect(heroCars(SAMPLES).map((car) => car.model)).toEqual(['L9', '001', 'SU7']);
  });

  it('falls back to other families when those models are missing, never two of one family', () => {
    const picked = heroCars([L7, { ...L7, slug: 'l7-2' }, Z007, ZX]);
    expect(picked.map((car) => car.model)).toEqual(['L7', '007', 'X']);
  });

  it('has a transparent background: nothing covers the whole canvas', () => {
    expect(svg).not.toMatch(/<rect[^>]*width="1200"/);
    expect(svg).not.toMatch(/<svg[^>]*style=/);
  });

  it('paints each car in its colour', () => {
    for (const car of [L9, Z001, SU7]) expect(svg).toContain(car.color.hex.toLowerCase());
  });

  it('is deterministic', () => {
    expect(drawHeroLineup(SAMPLES)).toBe(svg);
  });
});
