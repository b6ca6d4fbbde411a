/**
 * The home page's hero picture: three cars of different families in front three-quarter view,
 * side by side at their real relative sizes (one scale), on a transparent background. It sits
 * on the hero's dark navy gradient, so each car gets a soft ground shadow, a faint light behind
 * it and glossier paint, which keep dark paint readable.
 */
import { HERO_PICTURE, heroCars } from '../../src/lib/pictures.js';
import { carLayer } from './exterior.js';
import type { CarShapeInput } from './geometry.js';
import { svgOpen } from './svg.js';

export const HERO_W = HERO_PICTURE.width;
export const HERO_H = HERO_PICTURE.height;

export { heroCars };

/** Where the cars stand: the picture is cropped close around them, with room for the shadows below. */
const GROUND_Y = 240;

/** Left to right; the right-hand car is drawn first, so each car's nose overlaps its neighbour's tail. */
const SLOTS = [
  { cx: 245, order: 2 },
  { cx: 590, order: 1 },
  { cx: 930, order: 0 },
];

export function drawHeroLineup(cars: readonly CarShapeInput[]): string {
  const lineup = heroCars(cars);
  const drawn = lineup
    .map((car, i) => ({ car, slot: SLOTS[lineup.length === 1 ? 2 : i] ?? SLOTS[2]!, i }))
    .sort((a, b) => a.slot.order - b.slot.order);
  let defs = '';
  let art = '';
  for (const { car, slot, i } of drawn) {
    const prefix = `h${i}`;
    const layer = carLayer(car, { yaw: 34, pitch: 7, dist: 11000, scale: 0.1, cx: slot.cx, cy: GROUND_Y, targetZ: 0 }, prefix, 0.55, 0.35);
    defs += layer.defs;
    art += layer.art;
  }
  // One light behind the three, fading out well inside the picture's edges, so no edge shows on the page.
  const glow =
    `<radialGradient id="hgl"><stop offset="0" stop-color="#a9c8ff" stop-opacity=".2"/><stop offset="1" stop-color="#9fc2ff" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${HERO_W / 2}" cy="${GROUND_Y - 80}" rx="${HERO_W / 2 - 10}" ry="${GROUND_Y - 90}" fill="url(#hgl)"/>`;
  return `${svgOpen(HERO_W, HERO_H)}<defs>${defs}</defs>${glow}${art}</svg>`;
}
