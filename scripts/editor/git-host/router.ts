/** A small REST router: `/repos/:owner/:repo/...` templates, matched against a decoded path. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Account } from './github-json.js';

export interface RestRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  account: Account;
  params: Record<string, string>;
}

export interface Reply {
  status: number;
  /** A JSON body; or `raw` bytes; or neither, for a 204. */
  json?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
}

export type Handler = (request: RestRequest) => Promise<Reply> | Reply;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, template: string, handler: Handler): this {
    const names: string[] = [];
    const source = template.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | undefined {
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      return { handler: route.handler, params };
    }
    return undefined;
  }
}
