import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { IDLE_PENDING_ATTRIBUTE } from '../src/components/hooks/lazy-when-idle.js';
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
// The same for the parts a page loads once it is idle (src/components/hooks/lazy-when-idle.ts: the news article's
// subscription box, CI of 2026-12-07): their imports run on after the test that rendered them has ended.
afterAll(async () => {
  await validatorLoading()?.catch(() => undefined);
  await vi.waitFor(
    () => {
      if (document.documentElement.hasAttribute(IDLE_PENDING_ATTRIBUTE)) throw new Error('a part loaded at idle time is still loading');
    },
    { timeout: 15_000, interval: 50 },
  );
});
