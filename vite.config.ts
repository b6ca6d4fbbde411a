import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { getCars } from './content/index.js';
import { PUBLIC_DIR } from './content/files.js';
import { contentChecks } from './scripts/build/content-checks.js';
import { compactStyledCss } from './scripts/build/compact-styled-css.js';
import { dataModules } from './scripts/build/data-modules.js';
import { serveDrawings, writeSiteDrawings } from './scripts/build/drawings.js';
import { buildEditor } from './scripts/build/editor.js';
import { finishHtml } from './scripts/build/finish-html.js';
import { writePageIndex } from './scripts/build/page-index.js';
import { writePhotoVariants } from './scripts/build/photos.js';
import { writeSocialImages } from './scripts/build/social-images.js';
import { socialCards } from './src/app/build/social-cards.js';
import { apiPlugin } from './server/vite-api-plugin.js';
import { isDrawing } from './shared/picture-views.js';

/** The photos the cars' pages show (uploaded in the editor or dropped beside a drawing): their sizes are made after pre-rendering. */
const carPhotoFiles = () => getCars().flatMap((car) => car.images.filter((path) => !isDrawing(path)));

/**
 * The page table is assembled from the folders of src/pages/ (scripts/build/page-index.ts):
 * its indexes are brought up to date before anything builds or serves, and again in the dev
 * server when a page folder or a namespace is added or removed.
 */
function pageIndex(): Plugin {
  return {
    name: 'page-index',
    // Before anything resolves a module: the indexes are imported by the router and the page table.
    config() {
      writePageIndex();
    },
    configureServer(server) {
      const update = (file: string) => {
        if (/[/\\](src[/\\]pages[/\\][^/\\]+[/\\]route\.ts|locales[/\\]ru[/\\][^/\\]+\.json)$/.test(file)) writePageIndex();
      };
      server.watcher.on('add', update).on('unlink', update).on('change', update);
    },
  };
}

/**
 * In the browser build, react-helmet-async becomes src/app/client-head.ts: the pre-rendered
 * HTML already has each page's head (written at build time by the real package, which the
 * server build keeps), and navigation only needs the small stand-in (first-load JS −5 KB).
 */
function clientHead(): Plugin {
  const replacement = fileURLToPath(new URL('./src/app/client-head.ts', import.meta.url));
  return {
    name: 'client-head',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-helmet-async' && !options.ssr && process.env.VITEST !== 'true' ? replacement : null;
    },
  };
}

export default defineConfig({
  plugins: [contentChecks(), react(), pageIndex(), apiPlugin(), clientHead(), compactStyledCss(), dataModules(), serveDrawings()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Small images are files, not data URIs inside the JavaScript.
    assetsInlineLimit: 0,
    target: 'es2020',
    modulePreload: {
      // Every browser the site targets supports modulepreload; older ones just skip the hint.
      polyfill: false,
      // The entry (vite-react-ssg names it app-*.js) holds the route table's import() of every page;
      // Vite would list each page's dependencies in it to preload them together, about 1.3 KB of gzip
      // on every page's first load. A navigation to a page type not seen yet asks for its chunk, then
      // the imports it names (running beside the route data's two requests); the first load of every
      // page is what a visitor from a search waits for. Sections and dialogs keep their preloads.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)app-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The libraries every page runs, as one file: fewer requests and better compression.
        // Libraries used on demand (zod and the numbering plans' metadata in the forms' validator) stay
        // with the code that imports them.
        manualChunks: (id: string) => (/\/node_modules\/(?!zod\/|libphonenumber-js\/)/.test(id) ? 'vendor' : undefined),
      },
    },
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // Not async: an async module can run before the end of the document is parsed, where the
    // route data and the build hash are; the router then asks for `static-loader-data-manifest-undefined.json`.
    script: 'defer',
    formatting: 'none',
    beastiesOptions: false,
    onFinished: async (outDir) => {
      finishHtml(outDir);
      const editor = await buildEditor(outDir);
      console.log(
        `[editor] /admin: ${editor.files} files, ${(editor.bytes / 1024 / 1024).toFixed(1)} MB (Sveltia CMS and the site's checks)`,
      );
      const drawingStarted = performance.now();
      const drawings = writeSiteDrawings(outDir);
      console.log(`[drawings] ${drawings.length} drawn in ${((performance.now() - drawingStarted) / 1000).toFixed(1)} s`);
      const started = performance.now();
      const [photos, socialImages] = await Promise.all([
        writePhotoVariants(PUBLIC_DIR, outDir, carPhotoFiles()),
        // Their pictures are read from dist/: public/ copied, and the drawings the build drew (scripts/build/drawings.ts).
        writeSocialImages(socialCards(), outDir, outDir),
      ]);
      if (photos.length) console.log(`[photos] ${photos.length} sized WebP files of the car photos written`);
      const largest = Math.max(...socialImages.map((image) => image.bytes));
      console.log(
        `[social images] ${socialImages.length} written in ${((performance.now() - started) / 1000).toFixed(1)} s, the largest ${(largest / 1024).toFixed(0)} KB`,
      );
    },
  },
});
