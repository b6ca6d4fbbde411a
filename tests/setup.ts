import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { validatorLoading } from '../src/lib/enquiry/load-validator.js';

// npm test runs the component tests beside the build and the browser tests (and once more inside
// the extend check): on busy cores a lazily loaded module can take longer than the library's 1 s
// to appear, so findBy… and waitFor wait up to 10 s. A test still fails when it never appears.
configure({ asyncUtilTimeout: 10_000 });

// The component test files share one DOM per worker (vitest.config.ts): each test leaves it empty.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// A form that was focused starts loading its validator (src/lib/enquiry/load-validator.ts); on busy cores that import can
// outlast the file's tests, and vitest then fails the file for a module loaded after its environment was torn down.
afterAll(async () => {
  await validatorLoading()?.catch(() => undefined);
});
