/**
 * Where an enquiry goes when Telegram cannot take it, so that none is lost:
 * - Upstash Redis (one hash, an entry per enquiry), when its variables are set: the
 *   durable fallback in production (see upstash.ts);
 * - otherwise, outside production, a local JSON-lines file (the outbox, ENQUIRY_OUTBOX):
 *   there it also takes every enquiry when no Telegram credentials are set (docs/decisions/relay.md#29).
 * In production without Upstash there is no store, and the log line is the only copy.
 *
 * Each entry keeps the staff message as it was built, and its state: `pending` until
 * `npm run replay:enquiries` delivers it, `replaying` while it does (left so when the
 * replay was cut off or Telegram's answer was uncertain: a person checks the chat), then
 * `sent` with the time and the message ids.
 * The file is append-only: an update appends the whole entry again, the last line of an
 * id wins, so a crash mid-write can lose at most the line being written.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, chmod, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';
import { upstashClient, type UpstashCredentials } from './upstash.js';

/**
 * Why an enquiry is stored: no credentials (outside production), not delivered, perhaps
 * delivered, or held as suspected spam (it came without valid form timing, src/lib/enquiry/trap.ts):
 * the replay lists those and sends them only when a person asks.
 */
export type StoredReason = 'no_credentials' | 'not_configured' | 'failed' | 'uncertain' | 'suspected_spam';

export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  reason: StoredReason;
  /** What went wrong with Telegram, for people. */
  detail?: string;
  payload: RelayPayload;
  /** The staff message, in parts as it would have been sent. */
  parts: string[];
  state: 'pending' | 'replaying' | 'sent';
  sentAt?: string;
  messageIds?: number[];
}

export interface EnquiryStore {
  /** For the logs: `upstash` or the file's path. */
  readonly name: string;
  /** Adds or replaces the entry of `entry.id`. */
  save(entry: StoredEnquiry, timeoutMs: number): Promise<void>;
  /** Every entry, oldest first. */
  list(timeoutMs: number): Promise<StoredEnquiry[]>;
}

export const STORE_TIMEOUT_MS = 1500;
export const UPSTASH_ENQUIRIES_KEY = 'enquiry:fallback';

export const newEnquiryId = () => randomUUID();

function isEntry(value: unknown): value is StoredEnquiry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredEnquiry>;
  return typeof entry.id === 'string' && Array.isArray(entry.parts) && typeof entry.payload === 'object';
}

const byReceivedAt = (a: StoredEnquiry, b: StoredEnquiry) => a.receivedAt.localeCompare(b.receivedAt);

export function fileStore(path: string): EnquiryStore {
  return {
    name: path,
    async save(entry) {
      // Visitors' names and phones: readable by the site's own user only, also when an
      // older version left the file readable by all.
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await appendFile(path, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
      await chmod(path, 0o600);
    },
    async list() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries = new Map<string, StoredEnquiry>();
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          continue; // a line cut by a crash
        }
        if (isEntry(value)) {
          entries.delete(value.id);
          entries.set(value.id, value);
        }
      }
      return [...entries.values()].sort(byReceivedAt);
    },
  };
}

export function upstashStore(credentials: UpstashCredentials): EnquiryStore {
  return {
    name: 'upstash',
    async save(entry, timeoutMs) {
      await upstashClient(credentials, timeoutMs).hset(UPSTASH_ENQUIRIES_KEY, { [entry.id]: JSON.stringify(entry) });
    },
    async list(timeoutMs) {
      // The client parses each value that is JSON; one that is not stays a string and is skipped.
      const all = await upstashClient(credentials, timeoutMs).hgetall<Record<string, unknown>>(UPSTASH_ENQUIRIES_KEY);
      return Object.values(all ?? {})
        .filter(isEntry)
        .sort(byReceivedAt);
    },
  };
}
