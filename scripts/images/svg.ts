/**
 * Small, pure SVG and colour helpers shared by the drawings. Nothing here reads the
 * clock, the locale or the file system, so every drawing is the same string, byte for
 * byte, for the same input.
 */

/** Escape the five XML special characters for use in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

type Rgb = [number, number, number];

/** A valid #rrggbb colour in lower case; anything else becomes a neutral grey. */
export function normalizeHex(hex: string): string {
  const h = hex.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(h)) return h;
  if (/^#[0-9a-f]{3}$/.test(h)) return `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}`;
  return '#8a9099';
}

function toRgb(hex: string): Rgb {
  const h = normalizeHex(hex);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blend `a` toward `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  const k = Math.max(0, Math.min(1, t));
  return toHex([r1 + (r2 - r1) * k, g1 + (g2 - g1) * k, b1 + (b2 - b1) * k]);
}

/** Lighter (amount > 0, toward white) or darker (amount < 0, toward black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const lin = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/* ------------------------------------------------------------------ numbers & paths */

export type P2 = readonly [number, number];

/** A coordinate rounded to one decimal, without a trailing ".0" or a "-0". */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** A coordinate rounded to a whole pixel. */
export function int(v: number): string {
  const r = Math.round(v);
  return String(r === 0 ? 0 : r);
}

/** Numbers joined the short way SVG allows: no space before a minus sign. */
function join(values: string[]): string {
  let out = '';
  for (const v of values) out += out === '' || v.startsWith('-') ? v : ` ${v}`;
  return out;
}

/**
 * A polygon (closed) or polyline as path data in whole pixels: the first point absolute, the
 * others relative to the one before (shorter numbers), measured between rounded points so
 * that no rounding error adds up.
 */
export function poly(pts: readonly P2[], close = true): string {
  const first = pts[0];
  if (!first) return '';
  let [px, py] = [Math.round(first[0]), Math.round(first[1])];
  let d = `M${join([int(px), int(py)])}`;
  const rest: string[] = [];
  for (const [x, y] of pts.slice(1)) {
    const [rx, ry] = [Math.round(x), Math.round(y)];
    if (rx === px && ry === py) continue;
    rest.push(int(rx - px), int(ry - py));
    [px, py] = [rx, ry];
  }
  if (rest.length) d += `l${join(rest)}`;
  return close ? `${d}z` : d;
}

/** A closed shape through `pts` with rounded corners (quadratic curves), radius `r` px at every corner. */
export function roundPoly(pts: readonly P2[], r: number): string {
  const n = pts.length;
  if (n < 3) return poly(pts);
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = pts[(i + n - 1) % n] as P2;
    const cur = pts[i] as P2;
    const next = pts[(i + 1) % n] as P2;
    const l1 = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]) || 1;
    const l2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]) || 1;
    const a = Math.min(r, l1 / 2) / l1;
    const b = Math.min(r, l2 / 2) / l2;
    const from: P2 = [cur[0] + (prev[0] - cur[0]) * a, cur[1] + (prev[1] - cur[1]) * a];
    const to: P2 = [cur[0] + (next[0] - cur[0]) * b, cur[1] + (next[1] - cur[1]) * b];
    d += `${i === 0 ? 'M' : 'L'}${join([int(from[0]), int(from[1])])}Q${join([int(cur[0]), int(cur[1]), int(to[0]), int(to[1])])}`;
  }
  return `${d}Z`;
}

/** The opening tag of a picture: no title or description, the page names it in its own language. */
export function svgOpen(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`;
}

/** A vertical linear gradient in user space. */
export function vGrad(id: string, stops: readonly (readonly [number, string, number?])[], y1: number, y2: number): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${s}</linearGradient>`;
}

/** A radial gradient from a colour at the centre to transparent at the edge (soft shadows and glows). */
export function softGrad(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
