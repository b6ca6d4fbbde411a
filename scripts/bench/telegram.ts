/**
 * The fake Telegram (tests/support/fake-telegram.ts) in a process of its own for the
 * benchmark, so that it does not share a CPU with the load generator. Prints
 * `{"url":…}` once listening; on the IPC message `report` it sends back the markers it
 * received (`<bench-…>`, `<spam-…>` or `<real-…>` in a delivered message's text) and the
 * number of requests; `flood:N` turns on Telegram's flood control at N messages a minute;
 * `queue:<json>` sets the answers of the next requests; `texts` sends back every request's text.
 */
import { startFakeTelegram, type Behaviour } from '../../tests/support/fake-telegram.js';

const telegram = await startFakeTelegram();
process.stdout.write(`${JSON.stringify({ url: telegram.url })}\n`);

process.on('message', (message) => {
  if (message === 'reset') {
    telegram.reset();
    process.send?.({ reset: true });
  }
  if (typeof message === 'string' && message.startsWith('flood:')) {
    telegram.setFloodLimit(Number(message.slice('flood:'.length)));
    process.send?.({ flood: true });
  }
  // `queue:<json>`: the answers of the next requests, in order (issue 25's burst with failures).
  if (typeof message === 'string' && message.startsWith('queue:')) {
    telegram.queue(...(JSON.parse(message.slice('queue:'.length)) as Behaviour[]));
    process.send?.({ queued: true });
  }
  // `texts`: every request's behaviour and text, for counting repeats.
  if (message === 'texts') {
    process.send?.({ texts: telegram.received.map((request) => ({ behaviour: request.behaviour, text: request.body?.text ?? '' })) });
  }
  if (message === 'report') {
    const markers = telegram.received
      .filter((request) => request.behaviour === 'ok')
      .map((request) => /&lt;((?:bench|spam|real)-[^&]+)&gt;/.exec(request.body?.text ?? '')?.[1] ?? '');
    process.send?.({ requests: telegram.received.length, markers });
  }
});
process.on('SIGTERM', () => {
  void telegram.close().then(() => process.exit(0));
});
