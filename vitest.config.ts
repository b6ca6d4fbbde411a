import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

/**
 * Tests see the site's own Vite config (plugins, aliases), in two projects: pure logic and
 * content under Node, which starts in milliseconds, and only what renders React or needs
 * `window`/`document` under jsdom, whose set-up costs about a second a file.
 *
 * Test files share their modules and their DOM within a worker (`isolate: false`): the
 * content files are read and checked once, not once per test file, and jsdom starts once
 * (together, half the CPU time of the tests). So a test puts back what it changes:
 * `vi.stubEnv` is undone after each test, and tests/setup.ts empties the DOM and storage.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      css: false,
      restoreMocks: true,
      isolate: false,
      // The slowest tests wait on sockets and timers (the relay against its fake servers),
      // so two workers overlap them even on two cores.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // npm test runs these beside the build and the browser tests: a test that compiles
      // modules (the Vite plugin's preview router) can pass 5 s on two busy cores.
      testTimeout: 20_000,
      // Hooks start fake servers, Vite dev servers and font measurements: on the same busy
      // cores they need the same patience (Vitest's default for hooks is 10 s).
      hookTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            // A whole page's first render under jsdom, beside the build, the browser tests and a copy's unit run (the
            // extend check), passed 20 s on two busy cores (the financing page, CI of 2026-12-07). A hang still fails.
            testTimeout: 60_000,
            include: ['tests/components/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          // The staff editor's checks as its browser bundle runs them (scripts/build/editor.ts):
          // content/ over the repository's files in memory instead of the disk.
          resolve: {
            alias: {
              'node:fs': fileURLToPath(new URL('./src/editor/site-files/memory-fs.ts', import.meta.url)),
              'node:path': fileURLToPath(new URL('./src/editor/site-files/node-path.ts', import.meta.url)),
              'node:url': fileURLToPath(new URL('./src/editor/site-files/node-url.ts', import.meta.url)),
            },
          },
          test: { name: 'editor', environment: 'node', include: ['tests/editor/**/*.test.ts'] },
        },
        {
          extends: true,
          // Builds a copy of the project with a car, a brand and a page added (npm run test:extend).
          test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
        },
      ],
    },
  }),
);
