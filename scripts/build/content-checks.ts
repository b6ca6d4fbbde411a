/**
 * Every content file is parsed by its schema, and checked against the others, before the site
 * builds (content/check.ts): a bad file stops the build with the file and the field at fault, and
 * a production build also refuses example company facts. A build step, not something
 * vite.config.ts does when it is imported: one bad content file then fails the build and the
 * tests that read it (tests/content/site.test.ts), and every other test still runs.
 */
import type { Plugin } from 'vite';
import { checkContent } from '../../content/check.js';
import { buildEnv } from '../../content/index.js';
import { patchDependencies } from '../patches/dependencies.js';

export function contentChecks(): Plugin {
  let checked = false;
  return {
    name: 'content-checks',
    apply: 'build',
    buildStart() {
      // vite-react-ssg builds twice (the browser, then the pre-rendering server): check once.
      if (checked) return;
      checked = true;
      try {
        checkContent(buildEnv);
        // The install fixes react-dom's and vite-react-ssg's streaming of the pre-rendered HTML (U+FFFD
        // in the pages otherwise): an install that skipped the project's postinstall would build garbled pages.
        if (patchDependencies({ write: false }).length) {
          throw new Error('react-dom and vite-react-ssg are not patched (an install with --ignore-scripts?): run `npm run patch:deps`.');
        }
      } catch (error) {
        // The message is the whole story (the staff editor links a failed publish to this log):
        // printed alone, not as a bundler crash with a stack and a plea to report a bug.
        console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      }
    },
  };
}
