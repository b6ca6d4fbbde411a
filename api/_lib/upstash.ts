/**
 * A few Redis commands over Upstash's REST API: the store the relay shares across its
 * function instances (the rate limit) and keeps enquiries in when Telegram cannot take
 * them (the fallback). No client library: `POST {url}/pipeline` with a JSON list of
 * commands and `Authorization: Bearer {token}` is the whole protocol, and the tests run
 * it against a local fake (tests/support/fake-upstash.ts).
 *
 * Variables: UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or the KV_REST_API_URL
 * and KV_REST_API_TOKEN that Vercel's Upstash integration sets.
 */
import type { Env } from './config.js';

export interface UpstashCredentials {
  url: string;
  token: string;
}

export type RedisValue = string | number | null | RedisValue[];
export type Command = (string | number)[];

export interface Upstash {
  /** Runs the commands in order, in one request; rejects on a network, HTTP or command error. */
  pipeline(commands: Command[], timeoutMs: number): Promise<RedisValue[]>;
}

export function upstashCredentials(env: Env): UpstashCredentials | null {
  const url = (env.UPSTASH_REDIS_REST_URL ?? env.KV_REST_API_URL)?.trim().replace(/\/+$/, '');
  const token = (env.UPSTASH_REDIS_REST_TOKEN ?? env.KV_REST_API_TOKEN)?.trim();
  return url && token ? { url, token } : null;
}

export function createUpstash({ url, token }: UpstashCredentials): Upstash {
  return {
    async pipeline(commands, timeoutMs) {
      const res = await fetch(`${url}/pipeline`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(commands.map((command) => command.map(String))),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok || !Array.isArray(body) || body.length !== commands.length) {
        const error = typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : `HTTP ${res.status}`;
        throw new Error(`Upstash: ${error}`);
      }
      return body.map((item: { result?: RedisValue; error?: string }, index) => {
        if (item.error !== undefined) throw new Error(`Upstash: ${String(commands[index]?.[0])}: ${item.error}`);
        return item.result ?? null;
      });
    },
  };
}
