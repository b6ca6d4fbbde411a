/**
 * The HTTP side: CORS as api.github.com sends it (the editor runs on another localhost origin),
 * the token check, the request log, then GraphQL at `/api/graphql` (and `/graphql`) or a REST
 * route under `/api/v3` (and at the root, as on api.github.com).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestRefusedError } from './build-statuses.js';
import { runGraphQL } from './graphql-endpoint.js';
import type { Account } from './github-json.js';
import type { HostContext } from './host-context.js';
import type { Reply, Router } from './router.js';

export interface RequestLogEntry {
  method: string;
  /** The path without the query string, and without `/api/v3`. */
  path: string;
  status: number;
  /** For GraphQL, the query as sent. */
  query?: string;
}

/** api.github.com's CORS headers, with `Accept` added for clients that name it. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};
const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  'Access-Control-Max-Age': '86400',
};

/** Sveltia splits a commit above 16 MB of base64; anything far larger is not an editor's. */
const MAX_BODY_BYTES = 100 * 1024 * 1024;

const REST_DOCS = 'https://docs.github.com/rest';
const GRAPHQL_DOCS = 'https://docs.github.com/graphql';

const githubError = (status: number, message: string, documentationUrl = REST_DOCS, errors?: unknown[]): Reply => ({
  status,
  json: { message, ...(errors && { errors }), documentation_url: documentationUrl, status: String(status) },
});

class BodyTooLargeError extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError());
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Initials on a coloured square: an avatar that needs no network. */
function avatar(host: HostContext, id: number): Reply {
  const account = host.accounts.byId(id);
  const name = account?.name || account?.login || '?';
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[<&>"]/g, '');
  const hue = (id * 137) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" fill="hsl(${hue} 45% 45%)"/><text x="40" y="52" font-family="sans-serif" font-size="32" fill="white" text-anchor="middle">${initials}</text></svg>`;
  return { status: 200, raw: Buffer.from(svg), headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } };
}

function send(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...reply.headers };
  let body: Buffer | undefined;
  if (reply.json !== undefined) {
    body = Buffer.from(JSON.stringify(reply.json));
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
    headers['X-GitHub-Media-Type'] ??= 'github.v3; format=json';
  } else body = reply.raw;
  // Every answer may change with the next commit: clients revalidate rather than reuse one.
  headers['Cache-Control'] ??= 'no-cache';
  if (body) headers['Content-Length'] = String(body.length);
  response.writeHead(reply.status, headers);
  response.end(body);
}

export function createRequestHandler(host: HostContext, router: Router, log: (entry: RequestLogEntry) => void) {
  const authenticate = (request: IncomingMessage, isGraphQL: boolean): Account | Reply => {
    const header = request.headers.authorization;
    const docs = isGraphQL ? GRAPHQL_DOCS : REST_DOCS;
    if (!header) {
      return isGraphQL
        ? {
            status: 401,
            json: {
              message: 'This endpoint requires you to be authenticated.',
              documentation_url: `${GRAPHQL_DOCS}/guides/forming-calls-with-graphql#authenticating-with-graphql`,
            },
          }
        : githubError(401, 'Requires authentication', docs);
    }
    // GitHub takes both `token <t>` (what Sveltia sends) and `Bearer <t>`.
    const token = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header)?.[1];
    const account = token ? host.accounts.byToken(token) : undefined;
    return account ?? githubError(401, 'Bad credentials', docs);
  };

  const handle = async (request: IncomingMessage, entry: RequestLogEntry): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://git-host');
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v3(?=\/|$)/, '') || '/';
    entry.path = path;

    if (method === 'OPTIONS') {
      const privateNetwork = request.headers['access-control-request-private-network'] === 'true';
      return { status: 204, headers: { ...PREFLIGHT_HEADERS, ...(privateNetwork && { 'Access-Control-Allow-Private-Network': 'true' }) } };
    }
    const avatarId = method === 'GET' ? /^\/avatars\/u\/(\d+)$/.exec(path)?.[1] : undefined;
    if (avatarId !== undefined) return avatar(host, Number(avatarId));
    if (method === 'GET' && path === '/') {
      return {
        status: 200,
        json: { current_user_url: `${host.address.apiUrl}/user`, repository_url: `${host.address.apiUrl}/repos/{owner}/{repo}` },
      };
    }

    const isGraphQL = path === '/api/graphql' || path === '/graphql';
    const account = authenticate(request, isGraphQL);
    if ('status' in account) return account;

    let body: unknown = undefined;
    const raw = await readBody(request);
    if (raw.length) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return githubError(400, 'Problems parsing JSON', isGraphQL ? GRAPHQL_DOCS : REST_DOCS);
      }
    }

    if (isGraphQL) {
      if (method !== 'POST') return githubError(404, 'Not Found', GRAPHQL_DOCS);
      const query = (body as { query?: unknown } | undefined)?.query;
      if (typeof query === 'string') entry.query = query;
      return runGraphQL(body, { host, viewer: account });
    }

    const match = router.match(method, path);
    if (!match) return githubError(404, 'Not Found');
    return match.handler({ method, path, query: url.searchParams, headers: request.headers, body, account, params: match.params });
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const entry: RequestLogEntry = { method: request.method ?? 'GET', path: request.url ?? '/', status: 0 };
    handle(request, entry)
      .catch((error: unknown): Reply => {
        if (error instanceof RequestRefusedError) return githubError(error.status, error.message, REST_DOCS, error.errors);
        if (error instanceof BodyTooLargeError) return githubError(413, 'Request body too large');
        console.error('[git-host] request failed:', error);
        return githubError(500, `Server Error: ${error instanceof Error ? error.message : String(error)}`);
      })
      .then((reply) => {
        entry.status = reply.status;
        log(entry);
        if (!response.destroyed) send(response, reply);
      });
  };
}
