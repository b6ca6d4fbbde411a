import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRateLimiter } from '../../../api/_lib/rate-limit.js';
import { anyRequestProperty, escapedTextProperty } from '../../../scripts/fuzz/enquiry-properties.js';
import { startFakeTelegram, type FakeTelegram } from '../../support/fake-telegram.js';
import { recordingLog, startRelayServer, type RelayServer } from './support.js';

// A moderate number per test run; `npm run fuzz:enquiry` runs 10,000 and more.
const RUNS = 300;

let telegram: FakeTelegram;
let relay: RelayServer;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  relay = await startRelayServer();
});

afterAll(async () => {
  await relay.close();
  await telegram.close();
});

const env = () => ({ TELEGRAM_BOT_TOKEN: '1:fuzz', TELEGRAM_CHAT_ID: '42', TELEGRAM_API_BASE: telegram.url });

describe('relay properties (fast-check)', () => {
  it('answers any method, headers and body with JSON and a documented status, never throwing', async () => {
    relay.use({ env, log: recordingLog() });
    await fc.assert(anyRequestProperty(`${relay.url}/api/enquiry`), { numRuns: RUNS });
  }, 60_000);

  it('delivers any visitor text escaped, exactly once', async () => {
    relay.use({ env, log: recordingLog(), rateLimiter: createRateLimiter({ limit: Number.MAX_SAFE_INTEGER }) });
    await fc.assert(escapedTextProperty(`${relay.url}/api/enquiry`, telegram), { numRuns: RUNS });
  }, 60_000);
});
