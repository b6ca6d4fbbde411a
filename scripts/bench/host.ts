/**
 * The local host of `npm start` (server/static-host.ts with the API router mounted),
 * started on 127.0.0.1 and a random port for the benchmark. Prints `{"port":N}` once
 * listening; stops on SIGTERM. The Telegram settings come from the environment.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalHost } from '../../server/local-host.js';

// Only /api is exercised: an empty folder stands in for dist/, so no build is needed.
const distDir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
const server = createLocalHost({ distDir });
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
