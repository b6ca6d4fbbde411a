import { describe, expect, it } from 'vitest';
import type { BodyType } from '../../../content/schema.js';
import {
  FONT,
  contrastRatio,
  drawBrandLogo,
  drawCarExterior,
  drawCarInterior,
  drawPlaceholder,
  escapeXml,
  type View,
} from '../../../scripts/images/draw-car.js';

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
const BODY_TYPES: BodyType[] = ['suv', 'sedan', 'liftback', 'shooting-brake', 'hatchback'];
const VIEWS: View[] = [1, 2, 3, 4];
const MAX_BYTES = 6 * 1024;

const samples = [
  { bodyType: 'suv' as const, colorHex: '#2f5d8a', name: 'Lixiang L9 Max' },
  { bodyType: 'sedan' as const, colorHex: '#C8102E', name: 'Xiaomi SU7 Max' },
  { bodyType: 'shooting-brake' as const, colorHex: '#9aa3ad', name: 'Zeekr 001 YOU' },
  { bodyType: 'liftback' as const, colorHex: '#f2f2f0', name: 'Avatr 12 Ultra' },
  { bodyType: 'hatchback' as const, colorHex: '#111111', name: 'Zeekr X Flagship' },
];

/** Parses the SVG as XML; fails the test on any well-formedness error. */
function parse(svg: string): Document {
  const doc = new XmlParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? null, 'well-formed XML').toBeNull();
  return doc;
}

/** Structural rules every drawing follows. */
function checkSvg(svg: string, width: number, height: number): Document {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const doc = parse(svg);
  const root = doc.documentElement;
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  expect(root.getAttribute('width')).toBe(String(width));
  expect(root.getAttribute('height')).toBe(String(height));
  expect(root.getAttribute('role')).toBe('img');
  const title = root.getElementsByTagName('title')[0];
  expect(title?.textContent?.trim()).toBeTruthy();
  for (const text of Array.from(root.getElementsByTagName('text'))) {
    expect(text.getAttribute('font-family')).toBe(FONT);
  }
  // Self-contained: no scripts, raster images, filters, external links or web fonts.
  expect(svg).not.toMatch(/<script|<image|<filter|<foreignObject|@import|@font-face|url\((?!#)|href="(?!#)/i);
  expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(MAX_BYTES);
  return doc;
}

/** The caption text element (the car name) and the solid colour it sits on. */
function captionContrast(doc: Document, name: string): number {
  const texts = Array.from(doc.getElementsByTagName('text'));
  const caption = texts.find((t) => t.textContent === name);
  expect(caption, 'caption with the car name').toBeDefined();
  const y = Number(caption?.getAttribute('y'));
  const x = Number(caption?.getAttribute('x'));
  // The last full-width solid rect drawn before the caption that covers its baseline.
  const rects = Array.from(doc.getElementsByTagName('rect')).filter((r) => {
    const ry = Number(r.getAttribute('y') ?? 0);
    const rx = Number(r.getAttribute('x') ?? 0);
    const rw = Number(r.getAttribute('width'));
    const rh = Number(r.getAttribute('height'));
    const fill = r.getAttribute('fill') ?? '';
    return /^#[0-9a-f]{6}$/i.test(fill) && !r.getAttribute('fill-opacity') && rx <= x && rx + rw >= 600 && ry <= y - 40 && ry + rh >= y + 8;
  });
  const background = rects.at(-1)?.getAttribute('fill');
  expect(background, 'solid background behind the caption').toBeTruthy();
  return contrastRatio(caption?.getAttribute('fill') ?? '', background ?? '');
}

describe('drawCarExterior', () => {
  it.each(BODY_TYPES.flatMap((bodyType) => VIEWS.map((view) => [bodyType, view] as const)))(
    '%s view %i is a valid, small, captioned SVG in the car colour',
    (bodyType, view) => {
      const svg = drawCarExterior({ bodyType, colorHex: '#3A7D44', name: 'Zeekr 001 YOU', view });
      const doc = checkSvg(svg, 1200, 800);
      expect(svg).toContain('#3a7d44');
      expect(svg).toContain('>Zeekr 001 YOU</text>');
      expect(svg).toContain('>Illustration</text>');
      expect(doc.getElementsByTagName('title')[0]?.textContent).toContain('Zeekr 001 YOU');
      expect(captionContrast(doc, 'Zeekr 001 YOU')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(samples)('the 4 views of $name differ from each other', (car) => {
    const views = VIEWS.map((view) => drawCarExterior({ ...car, view }));
    expect(new Set(views).size).toBe(4);
  });

  it('draws each body type differently', () => {
    const drawings = BODY_TYPES.map((bodyType) => drawCarExterior({ bodyType, colorHex: '#777777', name: 'X', view: 1 }));
    expect(new Set(drawings).size).toBe(BODY_TYPES.length);
  });

  it('is deterministic', () => {
    for (const car of samples) {
      for (const view of VIEWS) expect(drawCarExterior({ ...car, view })).toBe(drawCarExterior({ ...car, view }));
    }
  });

  it('keeps the caption readable on every scene for light and dark cars', () => {
    for (const car of samples) {
      for (const view of VIEWS) {
        const doc = parse(drawCarExterior({ ...car, view }));
        expect(captionContrast(doc, car.name)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('drawCarInterior', () => {
  it.each(VIEWS)('view %i is a valid, small, captioned SVG with the car colour as accent', (view) => {
    for (const car of samples) {
      const svg = drawCarInterior({ colorHex: car.colorHex, name: car.name, view });
      const doc = checkSvg(svg, 1200, 800);
      expect(svg).toContain(car.colorHex.toLowerCase());
      expect(svg).toContain(`>${car.name}</text>`);
      expect(svg).toContain('>Illustration</text>');
      expect(captionContrast(doc, car.name)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has 4 different views, all different from the exterior views', () => {
    const car = samples[0]!;
    const interiors = VIEWS.map((view) => drawCarInterior({ colorHex: car.colorHex, name: car.name, view }));
    const exteriors = VIEWS.map((view) => drawCarExterior({ ...car, view }));
    expect(new Set(interiors).size).toBe(4);
    expect(new Set([...interiors, ...exteriors]).size).toBe(8);
    for (const svg of interiors) expect(svg).toMatch(/<title>[^<]*interior/);
    for (const svg of exteriors) expect(svg).toMatch(/<title>[^<]*exterior/);
  });

  it('is deterministic', () => {
    for (const view of VIEWS) {
      expect(drawCarInterior({ colorHex: '#123456', name: 'A', view })).toBe(drawCarInterior({ colorHex: '#123456', name: 'A', view }));
    }
  });
});

describe('escaping', () => {
  const nasty = `Evil <Car> & "Co" 'X'`;

  it('escapes XML special characters', () => {
    expect(escapeXml(nasty)).toBe('Evil &lt;Car&gt; &amp; &quot;Co&quot; &apos;X&apos;');
  });

  it('escapes the name in every drawing, which still parses with the exact name as its caption', () => {
    const drawings = [
      ...VIEWS.map((view) => drawCarExterior({ bodyType: 'sedan', colorHex: '#445566', name: nasty, view })),
      ...VIEWS.map((view) => drawCarInterior({ colorHex: '#445566', name: nasty, view })),
      drawBrandLogo(nasty),
    ];
    for (const svg of drawings) {
      expect(svg).toContain('Evil &lt;Car&gt; &amp; &quot;Co&quot;');
      expect(svg).not.toContain('<Car>');
      expect(svg).not.toContain('& "');
      const doc = parse(svg);
      expect(doc.getElementsByTagName('title')[0]?.textContent).toContain(nasty);
    }
    for (const svg of drawings.slice(0, 8)) {
      expect(Array.from(parse(svg).getElementsByTagName('text')).some((t) => t.textContent === nasty)).toBe(true);
    }
  });

  it('falls back to a neutral colour for an invalid colour instead of injecting it', () => {
    const svg = drawCarExterior({ bodyType: 'suv', colorHex: '"/><script>', name: 'A', view: 1 });
    expect(svg).not.toContain('<script');
    parse(svg);
  });
});

describe('drawBrandLogo', () => {
  it.each(['Avatr', 'Lixiang', 'Xiaomi', 'Zeekr', 'NIO'])('%s logo is a square, valid, small SVG with the name', (brand) => {
    const svg = drawBrandLogo(brand);
    const doc = checkSvg(svg, 200, 200);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toContain(brand);
    const texts = Array.from(doc.getElementsByTagName('text')).map((t) => t.textContent);
    expect(texts).toContain(brand.toUpperCase());
    expect(texts).toContain(brand[0]);
    expect(drawBrandLogo(brand)).toBe(svg);
  });

  it('gives each brand its own logo', () => {
    const logos = ['Avatr', 'Lixiang', 'Xiaomi', 'Zeekr', 'NIO'].map(drawBrandLogo);
    expect(new Set(logos).size).toBe(5);
  });
});

describe('drawPlaceholder', () => {
  it('is a valid neutral SVG', () => {
    const svg = drawPlaceholder();
    checkSvg(svg, 1200, 800);
    expect(drawPlaceholder()).toBe(svg);
  });
});
