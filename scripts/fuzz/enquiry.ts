/**
 * `npm run fuzz:enquiry`: the relay's two properties (scripts/fuzz/enquiry-properties.ts)
 * with many more runs than the unit tests, against the handler behind a real local
 * HTTP server and the fake Telegram, both on 127.0.0.1.
 *
 *   npm run fuzz:enquiry                 10,000 runs of each property
 *   FUZZ_RUNS=50000 FUZZ_SEED=42 npm run fuzz:enquiry
 *
 * Exits 1 with the counterexample (and the seed to replay it) when a property fails.
 */
import fc from 'fast-check';
import { createRateLimiter } from '../../api/_lib/rate-limit.js';
import { startFakeTelegram } from '../../tests/support/fake-telegram.js';
import { recordingLog, startRelayServer } from '../../tests/unit/api/support.js';
import { anyRequestProperty, escapedTextProperty } from './enquiry-properties.js';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 10_000));
const seed = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

const telegram = await startFakeTelegram();
const relay = await startRelayServer();
const endpoint = `${relay.url}/api/enquiry`;
const env = () => ({ TELEGRAM_BOT_TOKEN: '1:fuzz', TELEGRAM_CHAT_ID: '42', TELEGRAM_API_BASE: telegram.url });
let failed = false;

async function check<T extends [unknown, ...unknown[]]>(name: string, property: fc.IAsyncProperty<T>) {
  const started = Date.now();
  const details = await fc.check(property, { numRuns: RUNS, seed });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (details.failed) {
    failed = true;
    console.error(`FAIL  ${name}: after ${details.numRuns} runs (${seconds} s)\n${fc.defaultReportMessage(details) ?? ''}`);
  } else {
    console.log(`ok    ${name}: ${details.numRuns} runs passed (${seconds} s)`);
  }
  return details.numRuns;
}

try {
  console.log(`Fuzzing POST /api/enquiry, seed ${seed}`);
  // A fresh handler per property; the default rate limit stays on for (a), so 429s occur too.
  relay.use({ env, log: recordingLog() });
  const a = await check('(a) any method, headers and body bytes get JSON and a documented status', anyRequestProperty(endpoint));
  relay.use({ env, log: recordingLog(), rateLimiter: createRateLimiter({ limit: Number.MAX_SAFE_INTEGER }) });
  const b = await check('(b) any visitor text reaches Telegram escaped, exactly once', escapedTextProperty(endpoint, telegram));
  console.log(
    `${a + b} runs in total, ${failed ? 'with failures' : 'no failure'}; ${telegram.received.length} messages reached the fake Telegram`,
  );
} finally {
  await relay.close();
  await telegram.close();
}
if (failed) process.exitCode = 1;
