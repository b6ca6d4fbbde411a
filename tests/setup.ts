import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
