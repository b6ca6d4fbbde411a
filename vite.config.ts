/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import company from './content/company.js';
import { loadCars } from './content/cars/index.js';
import { brandLogoUrl, deriveBrands } from './src/lib/brands.js';
import { preferPhoto, publicFileExists } from './content/photos.js';
import type { SiteData } from './src/lib/site-data.js';
import { finishHtml } from './scripts/build/finish-html.js';
import { apiPlugin } from './server/vite-api-plugin.js';

// The car files are parsed by their zod schema here, so a bad file fails every build.
const cars = loadCars();
const siteData: SiteData = {
  siteUrl: (process.env.SITE_URL ?? company.siteUrl).replace(/\/+$/, ''),
  carCount: cars.length,
  brands: deriveBrands(cars, (name) => preferPhoto(brandLogoUrl(name), publicFileExists())),
  buildYear: new Date().getFullYear(),
};

export default defineConfig({
  plugins: [react(), apiPlugin()],
  define: {
    __SITE_DATA__: JSON.stringify(siteData),
  },
  build: {
    // Small images are files, not data URIs inside the JavaScript.
    assetsInlineLimit: 0,
    target: 'es2020',
    // Every browser the site targets supports modulepreload; older ones just skip the hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs, as one file: fewer requests and better compression.
        // Libraries used on demand (zod in the forms) stay with the code that imports them.
        manualChunks: (id: string) => (/\/node_modules\/(?!zod\/)/.test(id) ? 'vendor' : undefined),
      },
    },
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    script: 'async',
    formatting: 'none',
    beastiesOptions: false,
    onFinished: (outDir) => finishHtml(outDir),
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/components/**/*.test.tsx', 'tests/content/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
