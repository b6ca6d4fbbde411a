/** The cabin's colours, shared by the interior views and the open boot. */
import { contrastRatio, luminance, mix, normalizeHex, shade } from './svg.js';

export interface Theme {
  leather: string;
  leatherDark: string;
  dash: string;
  accent: string;
  paint: string;
}

/** The cabin's colours: leather that sets the paint off, the paint as the accent (stitching, ambient light). */
export function interiorTheme(hex: string): Theme {
  const paint = normalizeHex(hex);
  const lum = luminance(paint);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(paint.slice(i, i + 2), 16)) as [number, number, number];
  const saturated = Math.max(r, g, b) - Math.min(r, g, b) > 70;
  const leather = lum > 0.45 ? '#a8754c' : saturated ? '#3f4248' : '#e2d8c6';
  const glowing = contrastRatio(paint, '#1d2025') < 2 ? mix(paint, '#ffffff', 0.55) : paint;
  return { leather, leatherDark: shade(leather, -0.18), dash: '#202328', accent: lum > 0.45 ? '#f0c089' : glowing, paint };
}
