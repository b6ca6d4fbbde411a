/**
 * Build-time data as modules the browser fetches only with the code that needs them
 * (issue 26: a car page's HTML carries its own car; data a section below the fold needs
 * loads with that section). `import cars from 'virtual:compared-cars'` is every car as the
 * comparison reads it, computed from content/ when the site is built and bundled into the
 * chunk of the module that imports it, so it is one cached file, not 18 KB in each page.
 */
import type { Plugin } from 'vite';
import { comparedCars } from '../../src/app/build/site-data.js';

const MODULES: Record<string, () => unknown> = {
  'virtual:compared-cars': comparedCars,
};

export function dataModules(): Plugin {
  return {
    name: 'data-modules',
    resolveId: (id) => (id in MODULES ? `\0${id}` : null),
    load(id) {
      const make = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
      // JSON.parse of a string literal parses faster than the same object as code.
      return make ? `export default JSON.parse(${JSON.stringify(JSON.stringify(make()))});` : null;
    },
  };
}
