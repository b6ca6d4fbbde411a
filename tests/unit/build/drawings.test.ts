/**
 * The build step that draws the drawings (scripts/build/drawings.ts): into the browser build's
 * output folder, beside the copy of public/, and in the dev server from memory; never into the
 * working tree.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_DIR } from '../../../content/files.js';
import { getBrandPages, getCars } from '../../../content/index.js';
import { builtDrawings, serveDrawings, writeSiteDrawings } from '../../../scripts/build/drawings.js';
import type { Drawings } from '../../../scripts/images/generate.js';
import { HERO_PICTURE } from '../../../src/lib/pictures.js';

const SIDE = '/images/cars/voyah-free/exterior-1.svg';
const LOGO = '/images/brands/voyah.svg';
const fixture = (): Drawings =>
  new Map([
    [SIDE, () => '<svg>side</svg>'],
    [LOGO, () => '<svg>logo</svg>'],
  ]);

/** The files under `dir`, from it. */
function listFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = join(folder, name);
      return statSync(file).isDirectory() ? walk(file) : [relative(dir, file)];
    });
  return walk(dir);
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'drawings-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build draws the drawings', () => {
  it('into the built site, at the paths the pages name', () => {
    const dist = join(root, 'dist');
    expect(writeSiteDrawings(dist, fixture).sort()).toEqual([LOGO, SIDE].sort());
    expect(listFiles(root).sort()).toEqual([LOGO, SIDE].map((path) => `dist${path}`).sort());
    expect(readFileSync(join(dist, SIDE), 'utf8')).toBe('<svg>side</svg>');
  });

  it('of the pages it built: each car view without a photo, each brand without a logo, the hero', () => {
    const drawn = builtDrawings();
    const pictures = [...getCars().flatMap((car) => car.images), ...getBrandPages().map((brand) => brand.logoUrl)];
    for (const picture of pictures) expect(drawn.has(picture) !== existsSync(join(PUBLIC_DIR, picture)), picture).toBe(true);
    expect(drawn.has(HERO_PICTURE.src)).toBe(true);
  });
});

describe('the dev server serves the drawings', () => {
  let server: ViteDevServer;
  let origin: string;
  let source: ReturnType<typeof vi.fn<() => Drawings>>;

  beforeEach(async () => {
    mkdirSync(join(root, 'public/images/brands'), { recursive: true });
    writeFileSync(join(root, 'public/images/brands/nio.svg'), '<svg>a real logo</svg>');
    source = vi.fn(fixture);
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [serveDrawings(source)],
      server: { host: '127.0.0.1', port: 0, watch: null },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await server.close();
  });

  it('drawn from memory, as SVG, at the paths the pages name', async () => {
    const response = await fetch(`${origin}${SIDE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('<svg>side</svg>');
    // Nothing drawn is written into the project.
    expect(listFiles(root).filter((file) => file.endsWith('.svg'))).toEqual(['public/images/brands/nio.svg']);
  });

  it('and leaves the files of public/ to Vite', async () => {
    const response = await fetch(`${origin}/images/brands/nio.svg`);
    expect(await response.text()).toBe('<svg>a real logo</svg>');
  });

  it('drawn again once a car or brand file or public/ changes, not on every request', async () => {
    await fetch(`${origin}${SIDE}`);
    await fetch(`${origin}${LOGO}`);
    expect(source).toHaveBeenCalledTimes(1);
    server.watcher.emit('change', join(root, 'src/main.tsx'));
    await fetch(`${origin}${SIDE}`);
    expect(source).toHaveBeenCalledTimes(1);
    server.watcher.emit('change', join(root, 'content/cars/voyah-free.yaml'));
    await fetch(`${origin}${SIDE}`);
    expect(source).toHaveBeenCalledTimes(2);
  });
});
