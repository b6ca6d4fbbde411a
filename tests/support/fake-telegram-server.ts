/**
 * The fake Telegram Bot API for the browser tests, as a process of its own that
 * Playwright starts beside the site: the site's relay sends to FAKE_TELEGRAM_PORT,
 * and the tests read and steer it through a small control API on
 * FAKE_TELEGRAM_CONTROL_PORT:
 *   GET  /received   what Telegram was sent (JSON list)
 *   POST /queue      behaviours for the next requests (JSON list, see fake-telegram.ts)
 *   POST /reset      forget everything, answer `ok` again
 */
import { createServer } from 'node:http';
import { startFakeTelegram, type Behaviour } from './fake-telegram.js';

const telegram = await startFakeTelegram({ port: Number(process.env.FAKE_TELEGRAM_PORT ?? 4176) });
const controlPort = Number(process.env.FAKE_TELEGRAM_CONTROL_PORT ?? 4177);

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const reply = (status: number, body: unknown) => {
      // Each answer closes its connection: a test's next request never lands on a kept-alive socket the server
      // is closing (CI once had a GET /received reset with ECONNRESET right after a poll).
      res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === 'GET' && req.url === '/received') return reply(200, telegram.received);
      if (req.method === 'GET' && req.url === '/health') return reply(200, { ok: true, url: telegram.url });
      if (req.method === 'POST' && req.url === '/queue') {
        telegram.queue(...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Behaviour[]));
        return reply(200, { ok: true });
      }
      if (req.method === 'POST' && req.url === '/reset') {
        telegram.reset();
        return reply(200, { ok: true });
      }
      reply(404, { ok: false });
    } catch (error) {
      reply(400, { ok: false, error: String(error) });
    }
  });
});
control.listen(controlPort, '127.0.0.1', () => {
  console.log(`Fake Telegram at ${telegram.url}, control at http://127.0.0.1:${controlPort}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    control.close();
    void telegram.close().then(() => process.exit(0));
  });
}
