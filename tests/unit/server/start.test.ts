/**
 * `npm start`'s process (server/start.ts), as an operator or a container runtime stops it:
 * SIGTERM ends it within 2 s even while a client holds a request open (issue 25).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../content/files.js';

let child: ChildProcess | undefined;
let dist: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Starts the local host on a free port and resolves with its address once it listens. */
function startHost(): Promise<string> {
  dist = mkdtempSync(join(tmpdir(), 'start-dist-'));
  writeFileSync(join(dist, 'index.html'), '<html lang="ru">home</html>');
  const port = 20000 + Math.floor(Math.random() * 20000);
  child = spawn(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1', ENQUIRY_OUTBOX: join(dist, 'outbox.jsonl') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site served')) resolve(`http://127.0.0.1:${port}`);
    });
    child!.on('exit', (code) => reject(new Error(`the host exited with ${code}`)));
  });
}

it('ends soon after SIGTERM while a client holds a request open', async () => {
  const base = await startHost();
  const { port } = new URL(base);
  // A request whose headers never finish (the host would wait 60 s for them) and an enquiry whose body stalls.
  const socket = connect(Number(port), '127.0.0.1', () => socket.write('POST /api/enquiry HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  socket.on('error', () => {});
  const stalled = request(`${base}/api/enquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': 500 },
  });
  stalled.on('error', () => {});
  stalled.write('{"kind":"contact",');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = new Promise<number>((resolve) => child!.on('exit', () => resolve(Date.now())));
  const stoppedAt = Date.now();
  child!.kill('SIGTERM');
  // The host cuts every connection 1.5 s after the signal (server/start.ts); the bound leaves
  // room for two busy cores, far below the 60 s the open headers would otherwise hold it.
  expect((await exited) - stoppedAt).toBeLessThan(5000);
  socket.destroy();
  // The host's own start (tsx compiling server/start.ts) is what takes long beside the build and the browser tests:
  // past 20 s in the CI of 97800a7. The bound that matters is the one on the exit above.
}, 60_000);
