/**
 * A stand-in for Upstash's Redis REST API on 127.0.0.1: `POST /pipeline` with a JSON
 * list of commands and `Authorization: Bearer <token>`, answered as Upstash does
 * (`[{ "result": … } | { "error": "…" }]`, 401 for a wrong token). It keeps the few
 * commands the relay uses (INCR, PEXPIRE, PTTL, GET, SET, DEL, HSET, HGET, HGETALL,
 * HDEL) in memory, expiry included, and can be told to fail or hang.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeUpstash {
  readonly url: string;
  readonly token: string;
  /** Commands received, in order. */
  readonly commands: string[][];
  /** `ok` (default), `error` (500 to everything) or `hang` (never answers). */
  setMode(mode: 'ok' | 'error' | 'hang'): void;
  /** The hash at `key`, as stored. */
  hash(key: string): Map<string, string>;
  reset(): void;
  close(): Promise<void>;
}

type Value = { kind: 'string'; value: string } | { kind: 'hash'; value: Map<string, string> };

export async function startFakeUpstash({ token = 'fake-upstash-token', now = () => Date.now() } = {}): Promise<FakeUpstash> {
  const data = new Map<string, { value: Value; expiresAt?: number }>();
  const commands: string[][] = [];
  let mode: 'ok' | 'error' | 'hang' = 'ok';
  const sockets = new Set<Socket>();

  const live = (key: string) => {
    const item = data.get(key);
    if (item?.expiresAt !== undefined && item.expiresAt <= now()) {
      data.delete(key);
      return undefined;
    }
    return item;
  };
  const hashAt = (key: string) => {
    const item = live(key);
    if (!item) {
      const value = new Map<string, string>();
      data.set(key, { value: { kind: 'hash', value } });
      return value;
    }
    if (item.value.kind !== 'hash') throw new Error('WRONGTYPE Operation against a key holding the wrong kind of value');
    return item.value.value;
  };

  function run([name = '', ...args]: string[]): unknown {
    const key = args[0] ?? '';
    switch (name.toUpperCase()) {
      case 'INCR': {
        const item = live(key);
        if (item && item.value.kind !== 'string') throw new Error('WRONGTYPE Operation against a key holding the wrong kind of value');
        const next = Number(item?.value.value ?? 0) + 1;
        data.set(key, { value: { kind: 'string', value: String(next) }, expiresAt: item?.expiresAt });
        return next;
      }
      case 'PEXPIRE': {
        const item = live(key);
        if (!item) return 0;
        item.expiresAt = now() + Number(args[1]);
        return 1;
      }
      case 'PTTL': {
        const item = live(key);
        if (!item) return -2;
        return item.expiresAt === undefined ? -1 : item.expiresAt - now();
      }
      case 'GET': {
        const item = live(key);
        return item?.value.kind === 'string' ? item.value.value : null;
      }
      case 'SET':
        data.set(key, { value: { kind: 'string', value: args[1] ?? '' } });
        return 'OK';
      case 'DEL':
        return args.filter((name) => data.delete(name)).length;
      case 'HSET': {
        const hash = hashAt(key);
        let added = 0;
        for (let index = 1; index + 1 < args.length; index += 2) {
          if (!hash.has(args[index]!)) added += 1;
          hash.set(args[index]!, args[index + 1]!);
        }
        return added;
      }
      case 'HGET':
        return hashAt(key).get(args[1] ?? '') ?? null;
      case 'HGETALL':
        return [...hashAt(key)].flat();
      case 'HDEL': {
        const hash = hashAt(key);
        return args.slice(1).filter((field) => hash.delete(field)).length;
      }
      default:
        throw new Error(`ERR unknown command '${name}'`);
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'error') return send(res, 500, { error: 'ERR internal' });
      if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'Unauthorized' });
      if (req.method !== 'POST' || req.url !== '/pipeline') return send(res, 404, { error: 'Not found' });
      let list: unknown;
      try {
        list = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(res, 400, { error: 'ERR failed to parse pipeline request' });
      }
      if (!Array.isArray(list)) return send(res, 400, { error: 'ERR failed to parse pipeline request' });
      const results = list.map((command: unknown) => {
        const parts = Array.isArray(command) ? command.map(String) : [];
        commands.push(parts);
        try {
          return { result: run(parts) };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        }
      });
      send(res, 200, results);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    commands,
    setMode: (next) => {
      mode = next;
    },
    hash: (key) => {
      const item = live(key);
      return item?.value.kind === 'hash' ? item.value.value : new Map();
    },
    reset: () => {
      data.clear();
      commands.length = 0;
      mode = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
