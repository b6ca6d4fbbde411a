import { describe, expect, it } from 'vitest';
import { SILHOUETTES } from '../../../content/schema.js';
import { drawBrandLogo, drawPlaceholder, escapeXml, FONT } from '../../../scripts/images/draw-car.js';
import { drawCarExterior, type View } from '../../../scripts/images/exterior.js';
import { drawCarImage } from '../../../scripts/images/generate.js';
import { drawCarInterior } from '../../../scripts/images/interior.js';
import { checkPicture, L7, L9, parseSvg, SAMPLES, SU7, Z001, ZX } from './samples.js';

const VIEWS: View[] = [1, 2, 3, 4];
const MAX_BYTES = 12 * 1024;
const eight = (car: (typeof SAMPLES)[number]) => Array.from({ length: 8 }, (_, i) => drawCarImage(car, i));

describe('car pictures', () => {
  it.each(SAMPLES.map((car) => [car.name, car] as const))('%s: 8 well-formed, self-contained, text-free pictures under 12 KB', (_, car) => {
    for (const svg of eight(car)) checkPicture(svg, 1200, 800, MAX_BYTES);
  });

  it('name nothing: no title, description, text, brand or model inside', () => {
    for (const car of SAMPLES) {
      for (const svg of eight(car)) {
        expect(svg).not.toMatch(/<title|<desc|<text|Illustration/i);
        expect(svg).not.toContain(car.name);
        expect(svg).not.toContain(`>${car.model}<`);
      }
    }
  });

  it('are deterministic: the same car gives the same bytes', () => {
    for (const car of SAMPLES) expect(eight(car)).toEqual(eight({ ...car, specs: { ...car.specs } }));
  });

  it.each(SAMPLES.map((car) => [car.name, car] as const))('%s: the 8 views all differ', (_, car) => {
    expect(new Set(eight(car)).size).toBe(8);
  });

  it('paint the body in the car colour', () => {
    for (const car of SAMPLES) {
      for (const view of VIEWS) expect(drawCarExterior(car, view)).toContain(car.color.hex.toLowerCase());
    }
  });

  it('draw every silhouette differently, in every exterior view', () => {
    for (const view of VIEWS) {
      const drawings = SILHOUETTES.map((silhouette) => drawCarExterior({ ...SU7, silhouette }, view));
      expect(new Set(drawings).size).toBe(SILHOUETTES.length);
    }
  });

  it('draw a 3-row large SUV differently from a 2-row one of the same size', () => {
    const twoRows = { ...L9, specs: { ...L9.specs, seats: 5 } };
    expect(drawCarExterior(L9, 1)).not.toBe(drawCarExterior(twoRows, 1));
    expect(drawCarInterior(L9, 3)).not.toBe(drawCarInterior(twoRows, 3));
    expect(drawCarInterior(L9, 4)).not.toBe(drawCarInterior(twoRows, 4));
  });

  it('show a 4-seat car two rear seats, not a bench', () => {
    const fiveSeats = { ...ZX, specs: { ...ZX.specs, seats: 5 } };
    expect(drawCarInterior(ZX, 3)).not.toBe(drawCarInterior(fiveSeats, 3));
  });

  it('follow the brand: the same shape from another maker gets other lamps and another dashboard', () => {
    const asLixiang = { ...Z001, manufacturer: 'Lixiang' };
    expect(drawCarExterior(Z001, 2)).not.toBe(drawCarExterior(asLixiang, 2));
    expect(drawCarInterior(Z001, 1)).not.toBe(drawCarInterior(asLixiang, 1));
  });

  it('open a bigger boot on a large SUV than on a saloon', () => {
    expect(drawCarInterior(L7, 4)).not.toBe(drawCarInterior(SU7, 4));
  });

  it('fall back to a neutral colour for an invalid colour instead of injecting it', () => {
    const bad = { ...SU7, color: { hex: '"/><script>' } };
    for (const svg of eight(bad)) {
      expect(svg).not.toContain('<script');
      parseSvg(svg);
    }
  });
});

describe('drawPlaceholder', () => {
  it('is a neutral, text-free grey silhouette', () => {
    const svg = drawPlaceholder();
    checkPicture(svg, 1200, 800, 4 * 1024);
    expect(drawPlaceholder()).toBe(svg);
  });
});

describe('drawBrandLogo', () => {
  it.each(['Avatr', 'Lixiang', 'Xiaomi', 'Zeekr', 'NIO'])('%s logo is a square, valid, small SVG with its lettering', (brand) => {
    const svg = drawBrandLogo(brand);
    const doc = checkPicture(svg, 200, 200, 6 * 1024, { text: true });
    expect(doc.getElementsByTagName('title')[0]?.textContent).toContain(brand);
    const texts = Array.from(doc.getElementsByTagName('text'));
    expect(texts.map((t) => t.textContent)).toContain(brand.toUpperCase());
    expect(texts.map((t) => t.textContent)).toContain(brand[0]);
    for (const text of texts) expect(text.getAttribute('font-family')).toBe(FONT);
    expect(drawBrandLogo(brand)).toBe(svg);
  });

  it('gives each brand its own logo', () => {
    const logos = ['Avatr', 'Lixiang', 'Xiaomi', 'Zeekr', 'NIO'].map(drawBrandLogo);
    expect(new Set(logos).size).toBe(5);
  });

  it('escapes XML special characters in a name', () => {
    const nasty = `Evil <Car> & "Co" 'X'`;
    expect(escapeXml(nasty)).toBe('Evil &lt;Car&gt; &amp; &quot;Co&quot; &apos;X&apos;');
    const svg = drawBrandLogo(nasty);
    expect(svg).not.toContain('<Car>');
    expect(parseSvg(svg).getElementsByTagName('title')[0]?.textContent).toContain(nasty);
  });
});
