import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/styles/theme.js';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

// WCAG 1.4.11: a focus ring is told from its ground at 3:1 or more (the buyer walk of issue 26 found the amber ring at 2.1:1 on white).
describe('the focus ring', () => {
  it('stands out 3:1 from every light ground', () => {
    for (const ground of [theme.color.background, theme.color.surface, theme.color.surfaceRaised])
      expect(contrast(theme.color.focus, ground), ground).toBeGreaterThanOrEqual(3);
  });

  it('and, as set on the dark sections, from every dark one', () => {
    for (const ground of [theme.color.heroFrom, theme.color.heroTo, theme.color.footer, theme.color.footerCard])
      expect(contrast(theme.color.focusOnDark, ground), ground).toBeGreaterThanOrEqual(3);
  });
});
