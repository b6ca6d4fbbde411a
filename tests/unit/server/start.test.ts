/**
 * `npm start`'s process (server/start.ts), as an operator or a container runtime stops it:
 * SIGTERM ends it within 2 s even while a client holds a request open (issue 25).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
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

it('ends within 2 s of SIGTERM while a client stalls its upload', async () => {
  const base = await startHost();
  // An enquiry whose body never finishes arriving, and an idle keep-alive connection.
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
  expect((await exited) - stoppedAt).toBeLessThan(2000);
}, 20_000);
