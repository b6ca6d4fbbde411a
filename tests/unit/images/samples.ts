/** Shared by the image tests: one car of each model family's shape, with real dimensions, and SVG checks. */
import { expect } from 'vitest';
import type { DrawnCar } from '../../../scripts/images/generate.js';

type Sample = DrawnCar & { name: string };

const car = (
  slug: string,
  manufacturer: string,
  model: string,
  silhouette: DrawnCar['silhouette'],
  dims: [number, number, number, number],
  seats: number,
  hex: string,
): Sample => ({
  slug,
  name: `${manufacturer} ${model}`,
  manufacturer,
  model,
  silhouette,
  color: { hex },
  specs: { dimensions: { length: dims[0], width: dims[1], height: dims[2], wheelbase: dims[3] }, seats },
});

export const SU7 = car('xiaomi-su7', 'Xiaomi', 'SU7', 'fastback-sedan', [4997, 1963, 1455, 3000], 5, '#4FA8B8');
export const YU7 = car('xiaomi-yu7', 'Xiaomi', 'YU7', 'coupe-suv', [4999, 1996, 1600, 3000], 5, '#D9561F');
export const L7 = car('lixiang-l7', 'Lixiang', 'L7', 'large-suv', [5050, 1995, 1750, 3005], 5, '#5A4A6A');
export const L9 = car('lixiang-l9', 'Lixiang', 'L9', 'large-suv', [5218, 1998, 1800, 3105], 6, '#F3F2EE');
export const Z001 = car('zeekr-001', 'Zeekr', '001', 'shooting-brake', [4977, 1999, 1533, 3005], 5, '#23324A');
export const Z007 = car('zeekr-007', 'Zeekr', '007', 'sedan', [4865, 1900, 1450, 2928], 5, '#141517');
export const Z7X = car('zeekr-7x', 'Zeekr', '7X', 'mid-suv', [4825, 1930, 1666, 2925], 5, '#7A5A45');
export const ZX = car('zeekr-x', 'Zeekr', 'X', 'compact-crossover', [4450, 1836, 1572, 2750], 4, '#4E7D6B');
export const A11 = car('avatr-11', 'Avatr', '11', 'coupe-suv', [4895, 1970, 1601, 2975], 5, '#151618');
export const A06 = car('avatr-06', 'Avatr', '06', 'sedan', [4855, 1960, 1450, 2940], 5, '#E0742B');

export const SAMPLES: Sample[] = [SU7, YU7, L7, L9, Z001, Z007, Z7X, ZX, A11, A06];

/** A real XML parser: the global one under the jsdom environment, else jsdom's (which ships no types). */
async function xmlParser(): Promise<typeof DOMParser> {
  if (typeof globalThis.DOMParser === 'function') return globalThis.DOMParser;
  const specifier = 'jsdom';
  const { JSDOM } = (await import(/* @vite-ignore */ specifier)) as {
    JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
  };
  return new JSDOM('').window.DOMParser;
}
const XmlParser = await xmlParser();

/** Parses the SVG as XML; fails the test on any well-formedness error. */
export function parseSvg(svg: string): Document {
  const doc = new XmlParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? null, 'well-formed XML').toBeNull();
  return doc;
}

/** The rules every picture follows: well-formed, sized, self-contained and, unless a logo, free of text. */
export function checkPicture(svg: string, width: number, height: number, maxBytes: number, { text = false } = {}): Document {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const doc = parseSvg(svg);
  const root = doc.documentElement;
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  expect(root.getAttribute('width')).toBe(String(width));
  expect(root.getAttribute('height')).toBe(String(height));
  expect(root.getAttribute('role')).toBe('img');
  if (!text) {
    for (const tag of ['text', 'title', 'desc', 'tspan']) expect(root.getElementsByTagName(tag), tag).toHaveLength(0);
  }
  // Self-contained: no scripts, raster images, filters, external links or web fonts.
  expect(svg).not.toMatch(/<script|<image|<filter|<foreignObject|<style|@import|@font-face|url\((?!#)|href="(?!#)|\son\w+=/i);
  expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(maxBytes);
  return doc;
}

/** The points of a path's data as drawn (absolute M and L, relative l, z back to the start). */
export function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[MLlZz]|-?\d*\.?\d+/g) ?? [];
  const out: [number, number][] = [];
  let cmd = 'M';
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (/[MLlZz]/.test(t)) {
      cmd = t;
      if (t === 'Z' || t === 'z') [x, y] = start;
      continue;
    }
    const a = Number(t);
    const b = Number(tokens[++i]);
    if (cmd === 'l') [x, y] = [x + a, y + b];
    else [x, y] = [a, b];
    if (cmd === 'M') {
      start = [x, y];
      cmd = 'L';
    }
    out.push([x, y]);
  }
  return out;
}

/** The bounds of the car body's faces (the paths that carry their colour in `color`). */
export function bodyBounds(doc: Document): { x0: number; x1: number; y0: number; y1: number } {
  const pts = Array.from(doc.getElementsByTagName('path'))
    .filter((p) => p.hasAttribute('color'))
    .flatMap((p) => pathPoints(p.getAttribute('d') ?? ''));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}
