/**
 * The fake Telegram (tests/support/fake-telegram.ts) in a process of its own for the
 * benchmark, so that it does not share a CPU with the load generator. Prints
 * `{"url":…}` once listening; on the IPC message `report` it sends back the markers it
 * received (`<bench-…>` in each message text) and the number of requests.
 */
import { startFakeTelegram } from '../../tests/support/fake-telegram.js';

const telegram = await startFakeTelegram();
process.stdout.write(`${JSON.stringify({ url: telegram.url })}\n`);

process.on('message', (message) => {
  if (message === 'reset') {
    telegram.reset();
    process.send?.({ reset: true });
  }
  if (message === 'report') {
    const markers = telegram.received.map((request) => /&lt;(bench-[^&]+)&gt;/.exec(request.body?.text ?? '')?.[1] ?? '');
    process.send?.({ requests: telegram.received.length, markers });
  }
});
process.on('SIGTERM', () => {
  void telegram.close().then(() => process.exit(0));
});
