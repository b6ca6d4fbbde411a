/**
 * The project's drawings: each car's 8 pictures (exterior.ts, interior.ts, boot.ts, drawn from
 * the car's silhouette and dimensions by the small 3D renderer in render3d.ts), the home page's
 * line-up (hero.ts), brand lettermarks and a neutral "no picture" silhouette.
 *
 * Everything here is pure and deterministic: the same input always gives the same string, byte
 * for byte (no randomness, no clock, no file system). A car picture holds no text at all: the
 * page names the car, says "illustration" and gives the alt text in its own language. Logos keep
 * their lettering, they are logos. Any file can later be replaced by a real photo.
 */
import { buildBody } from './geometry.js';
import { escapeXml, contrastRatio, shade, poly, svgOpen as pictureOpen, type P2 } from './svg.js';

export { escapeXml, contrastRatio, luminance, mix, normalizeHex, shade } from './svg.js';
export { CAMERAS, drawCarExterior, type View } from './exterior.js';
export { drawCarInterior, type InteriorView } from './interior.js';
export { drawHeroLineup, heroCars } from './hero.js';
export { carGeometry, type CarGeometry, type CarShapeInput } from './geometry.js';

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
/** Car pictures are 3:2. */
export const CAR_W = 1200;
export const CAR_H = 800;
/** Logos are square. */
export const LOGO_SIZE = 200;

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

/** White or near-black, whichever contrasts more with `background` (always >= 4.5:1 for solid colours). */
export function textColorOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

/** A logo's opening tag: a logo is named by its title. */
function svgOpen(w: number, h: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escapeXml(title)}</title>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/* ------------------------------------------------------------------ logos & placeholder */

const BRAND_COLORS: Record<string, string> = {
  avatr: '#4b3fb5',
  lixiang: '#16706a',
  xiaomi: '#c2410c',
  zeekr: '#1c1f24',
  nio: '#0f5f9c',
};
const FALLBACK_BRAND_COLORS = ['#34495e', '#7b3b8f', '#1f6f8b', '#8a4b2a', '#2f6b3a'];

function brandColor(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = BRAND_COLORS[key];
  if (known) return known;
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_BRAND_COLORS[h % FALLBACK_BRAND_COLORS.length] ?? '#34495e';
}

/** A lettermark badge with the brand name below it; transparent background, square. */
export function drawBrandLogo(name: string): string {
  const clean = name.trim() || '?';
  const c = brandColor(clean);
  const letter = (Array.from(clean).find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '?').toUpperCase();
  const label = clean.toUpperCase();
  const size = Math.min(24, Math.floor(176 / (Array.from(label).length * 0.78)));
  return (
    svgOpen(LOGO_SIZE, LOGO_SIZE, `${clean} logo`) +
    `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.18)}"/><stop offset="1" stop-color="${shade(c, -0.18)}"/></linearGradient></defs>` +
    `<rect x="52" y="18" width="96" height="96" rx="28" fill="url(#lg)"/>` +
    `<rect x="61" y="27" width="78" height="78" rx="21" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    text(100, 86, 54, textColorOn(c), letter, ' font-weight="700" text-anchor="middle"') +
    text(100, 164, size, c === '#1c1f24' ? c : shade(c, -0.25), label, ' font-weight="700" text-anchor="middle" letter-spacing="2"') +
    '</svg>'
  );
}

/** Neutral picture for a missing car image: a text-free grey saloon silhouette on a light background. */
export function drawPlaceholder(): string {
  const body = buildBody({ silhouette: 'sedan', specs: {} });
  const k = 0.19;
  const ground = 590;
  const x = (mm: number): number => 600 + k * (body.L / 2 - mm);
  const y = (mm: number): number => ground - k * mm;
  const n = 48;
  const along = Array.from({ length: n + 1 }, (_, i) => (body.L * i) / n);
  const outline: P2[] = [
    ...along.map((mm): P2 => [x(mm), y(body.top(mm))]),
    ...along.reverse().map((mm): P2 => [x(mm), y(body.bottom(mm))]),
  ];
  const glass: P2[] = along
    .filter((mm) => mm > body.spec.dlo[0] * body.L && mm < body.spec.dlo[1] * body.L && body.top(mm) - body.belt(mm) > 120)
    .map((mm): P2 => [x(mm), y(body.top(mm) - body.H * 0.08)]);
  const belt = glass.map(([gx]): P2 => [gx, y(body.belt(body.L / 2 - (gx - 600) / k))]).reverse();
  const wheel = (mm: number): string =>
    `<circle cx="${Math.round(x(mm))}" cy="${Math.round(y(body.r))}" r="${Math.round(k * body.r * 1.08)}" fill="#eef1f4"/>` +
    `<circle cx="${Math.round(x(mm))}" cy="${Math.round(y(body.r))}" r="${Math.round(k * body.r)}" fill="#aab1ba"/>` +
    `<circle cx="${Math.round(x(mm))}" cy="${Math.round(y(body.r))}" r="${Math.round(k * body.r * 0.55)}" fill="#d5dae0"/>`;
  return (
    pictureOpen(CAR_W, CAR_H) +
    `<rect width="1200" height="800" fill="#eef1f4"/>` +
    `<ellipse cx="600" cy="${ground}" rx="500" ry="16" fill="#dde1e6"/>` +
    `<path d="${poly(outline)}" fill="#c4cad2"/>` +
    `<path d="${poly([...glass, ...belt])}" fill="#b3bac3"/>` +
    body.wheelsX.map(wheel).join('') +
    '</svg>'
  );
}
