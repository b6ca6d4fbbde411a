/**
 * The drawings are drawn by the build, never committed: every car view without a photo and every
 * brand without a real logo (scripts/images/generate.ts siteDrawings, from the car's silhouette,
 * dimensions, seats, colour and maker). Staff add a car or a brand in the editor and the next build
 * shows its drawings; nobody runs a command, and nothing drawn lands in the working tree.
 *
 * - Build: written into dist/ once the pages are pre-rendered, beside the copy of public/ (vite.config.ts
 *   `onFinished`, before the social images, which read their pictures from dist/), so the social images
 *   and the local host (`npm start`, `npm run editor`) find them beside the photos. The pages name the
 *   same paths (content/cars.ts). Not a Rolldown hook (`writeBundle`): the bundler then warns that a
 *   plugin held its build for the 1-3 s of drawing.
 * - `npm run dev`: served from memory at the same paths, drawn from the content files as they are now
 *   (drawn again after a car, a brand or a file in public/ changes).
 *
 * All of them, not only the missing: measured on 2 cores, the 327 drawings of the 40 launch cars,
 * 5 brands, the hero and the placeholder take 0.9-1.5 s to draw and write, and come out byte for
 * byte as the files `npm run images` had committed to public/images/. So those files left git: one
 * road for the launch cars and the cars staff add, and no committed drawing that can fall behind its
 * car file or the drawing code.
 */
import type { Plugin } from 'vite';
import { isDrawing } from '../../shared/picture-views.js';
import { getBrandPages, getCars } from '../../content/index.js';
import { brandLogos, contentDrawings, siteDrawings, writeDrawings, type Drawings } from '../images/generate.js';

/** Files whose change may change a drawing or what public/ holds in its place. */
const DRAWN_FROM = /[/\\](content[/\\](cars|brands)|public)[/\\]/;

/** The drawings of the pages just built: their cars' pictures and their brands' logos (content/index.ts). */
export const builtDrawings = (): Drawings => siteDrawings({ cars: getCars(), logos: brandLogos(getBrandPages()) });

/** Draws the site's drawings into the built site `outDir`; returns the site paths written. */
export function writeSiteDrawings(outDir: string, source: () => Drawings = builtDrawings): string[] {
  return writeDrawings(source(), outDir);
}

/** The dev server's drawings; `source` gives them: by default those of the content files and public/ as they are now. */
export function serveDrawings(source: () => Drawings = () => contentDrawings()): Plugin {
  return {
    name: 'serve-drawings',
    apply: 'serve',
    configureServer(server) {
      let drawn: Drawings | undefined;
      const forget = (file: string) => {
        if (DRAWN_FROM.test(file)) drawn = undefined;
      };
      server.watcher.on('add', forget).on('change', forget).on('unlink', forget);
      // Before Vite's own middlewares: only paths public/ has no file for are drawn.
      server.middlewares.use((req, res, next) => {
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        if (!path.startsWith('/images/') || !isDrawing(path)) return next();
        try {
          drawn ??= source();
          const draw = drawn.get(path);
          if (!draw) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(draw());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
