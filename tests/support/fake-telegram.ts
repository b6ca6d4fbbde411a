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
  /** HTTP 200 with `"ok": false` (what a misbehaving proxy might give). */
  | { type: 'ok_false' }
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
  /**
   * Telegram's flood control: at most `perMinute` messages a minute to one chat are
   * accepted; the next get 429 with `retry_after` = the seconds until the oldest of them
   * leaves the minute. `null` turns it off (the default).
   */
  setFloodLimit(perMinute: number | null): void;
  /** Clears the records, the queue and the flood limit, and sets the default back to `ok`. */
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
  let floodLimit: number | null = null;
  // Per chat, when its accepted messages of the last minute were accepted.
  const accepted = new Map<string, number[]>();

  /** Seconds to wait when the chat is over its flood limit, else 0 (and the message counts). */
  function flood(chatId: string): number {
    if (floodLimit === null) return 0;
    const time = Date.now();
    const recent = (accepted.get(chatId) ?? []).filter((at) => at > time - 60_000);
    accepted.set(chatId, recent);
    if (recent.length >= floodLimit) return Math.max(1, Math.ceil((recent[0]! + 60_000 - time) / 1000));
    recent.push(time);
    return 0;
  }

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
      let behaviour = pending.shift() ?? fallback;
      if (behaviour.type === 'ok') {
        const wait = flood(String(body?.chat_id));
        if (wait > 0) behaviour = { type: 'retry_after', seconds: wait };
      }
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
          // Telegram counts the text after entity parsing, in code points.
          if ([...visibleText(body.text)].length > 4096) {
            send(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message is too long' });
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
        case 'ok_false':
          send(res, 200, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
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
    setFloodLimit: (perMinute) => {
      floodLimit = perMinute;
      accepted.clear();
    },
    reset: () => {
      received.length = 0;
      pending = [];
      fallback = { type: 'ok' };
      floodLimit = null;
      accepted.clear();
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
