/**
 * A stand-in for the Telegram Bot API: a real HTTP server on 127.0.0.1 (random port)
 * that answers `POST /bot<token>/sendMessage` as Telegram does, records every request
 * whose body arrived, and can be told what to do with the next requests.
 *
 *   const tg = await startFakeTelegram();
 *   tg.queue({ type: 'retry_after', seconds: 1 }, { type: 'ok' });
 *   ... tg.received ...
 *   await tg.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Behaviour =
  | { type: 'ok' }
  /** 429 with `parameters.retry_after`. */
  | { type: 'retry_after'; seconds: number }
  | { type: 'server_error'; status?: number }
  | { type: 'bad_request'; description?: string }
  /** Reads the request and never answers (until the fake closes). */
  | { type: 'hang' }
  /** Reads the request, then destroys the socket without answering. */
  | { type: 'reset' };

export interface ReceivedRequest {
  path: string;
  token: string | null;
  method: string;
  contentType: string | undefined;
  /** Parsed JSON body, or null when it was not JSON. */
  body: { chat_id?: unknown; text?: string; parse_mode?: unknown; disable_web_page_preview?: unknown } | null;
  behaviour: Behaviour['type'];
  at: number;
}

export interface FakeTelegram {
  /** Use as TELEGRAM_API_BASE. */
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedRequest[];
  /** Behaviours for the next requests, in order; afterwards the default applies. */
  queue(...behaviours: Behaviour[]): void;
  /** What requests get once the queue is empty (initially `ok`). */
  setDefault(behaviour: Behaviour): void;
  /** Clears the records and the queue, and sets the default back to `ok`. */
  reset(): void;
  /** Stops listening: new connections are refused (ECONNREFUSED) until `acceptConnections`. */
  refuseConnections(): Promise<void>;
  acceptConnections(): Promise<void>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startFakeTelegram({ port: fixedPort = 0 }: { port?: number } = {}): Promise<FakeTelegram> {
  const received: ReceivedRequest[] = [];
  let pending: Behaviour[] = [];
  let fallback: Behaviour = { type: 'ok' };
  let messageId = 0;
  const sockets = new Set<Socket>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(path);
      let body: ReceivedRequest['body'] = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest['body'];
      } catch {
        body = null;
      }
      if (!match || req.method !== 'POST') {
        send(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
        return;
      }
      const behaviour = pending.shift() ?? fallback;
      received.push({
        path,
        token: match[1] ?? null,
        method: req.method,
        contentType: req.headers['content-type'],
        body,
        behaviour: behaviour.type,
        at: Date.now(),
      });

      switch (behaviour.type) {
        case 'ok':
          if (!body || typeof body.text !== 'string' || body.text.length === 0) {
            send(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
            return;
          }
          messageId += 1;
          send(res, 200, {
            ok: true,
            result: {
              message_id: messageId,
              date: Math.floor(Date.now() / 1000),
              chat: { id: Number(body.chat_id) || 0, type: 'private' },
              text: body.text,
            },
          });
          return;
        case 'retry_after':
          send(res, 429, {
            ok: false,
            error_code: 429,
            description: `Too Many Requests: retry after ${behaviour.seconds}`,
            parameters: { retry_after: behaviour.seconds },
          });
          return;
        case 'server_error':
          send(res, behaviour.status ?? 500, { ok: false, error_code: behaviour.status ?? 500, description: 'Internal Server Error' });
          return;
        case 'bad_request':
          send(res, 400, { ok: false, error_code: 400, description: behaviour.description ?? "Bad Request: can't parse entities" });
          return;
        case 'hang':
          return;
        case 'reset':
          req.socket.destroy();
          return;
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(fixedPort);
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    queue: (...behaviours) => {
      pending.push(...behaviours);
    },
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      received.length = 0;
      pending = [];
      fallback = { type: 'ok' };
    },
    refuseConnections: stop,
    acceptConnections: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}

/** Every allowed tag of the relay's markup removed: what is left must hold no `<` or `>`. */
export function stripRelayMarkup(html: string): string {
  return html.replace(/<\/?(?:b|i)>|<a href="[^"<>]*">|<\/a>/g, '');
}

/** The text a Telegram client shows for markup built by the relay. */
export function visibleText(html: string): string {
  return stripRelayMarkup(html)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
