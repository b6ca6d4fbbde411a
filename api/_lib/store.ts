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
 * `sent`, which keeps only the id, the times and the message ids: the visitor's data goes.
 * Every entry is deleted RETENTION_DAYS after it came in, sent or not (the privacy policy
 * says so): a TTL on its hash field in Upstash, a rewrite of the file locally.
 * The file is append-only but for those rewrites (a temporary file renamed over it): an
 * update appends the whole entry again, the last line of an id wins, so a crash mid-write
 * can lose at most the line being written.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';
import { upstashClient, type UpstashCredentials } from './upstash.js';

/**
 * Why an enquiry is stored: no credentials (outside production), not delivered, perhaps
 * delivered, or held as suspected spam (it came without valid form timing, src/lib/enquiry/trap.ts):
 * the replay lists those and sends them only when a person asks.
 */
export type StoredReason = 'no_credentials' | 'not_configured' | 'failed' | 'uncertain' | 'suspected_spam';

interface EntryBase {
  id: string;
  receivedAt: string;
  reason: StoredReason;
  /** What went wrong with Telegram, for people. */
  detail?: string;
}

/** An enquiry not delivered yet: the payload and the staff message, in parts as it would have been sent. */
export interface OpenEnquiry extends EntryBase {
  payload: RelayPayload;
  parts: string[];
  state: 'pending' | 'replaying';
}

/** A delivered one, reduced to what staff need to find it in the chat. */
export interface SentEnquiry extends EntryBase {
  state: 'sent';
  sentAt: string;
  messageIds: number[];
}

export type StoredEnquiry = OpenEnquiry | SentEnquiry;

/** What a delivered entry keeps: no name, contact or message. */
export function sentRecord(entry: StoredEnquiry, messageIds: number[], sentAt: Date = new Date()): SentEnquiry {
  const { id, receivedAt, reason, detail } = entry;
  return { id, receivedAt, reason, ...(detail ? { detail } : {}), state: 'sent', sentAt: sentAt.toISOString(), messageIds };
}

/** How long an entry is kept after it came in, sent or not (the privacy policy states it). */
export const RETENTION_DAYS = 30;
const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;
const expired = (entry: StoredEnquiry, now: number) => Date.parse(entry.receivedAt) + RETENTION_MS <= now;

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
  const entry = value as { id?: unknown; receivedAt?: unknown; state?: unknown; parts?: unknown; payload?: unknown };
  if (typeof entry.id !== 'string' || typeof entry.receivedAt !== 'string') return false;
  return entry.state === 'sent' || (Array.isArray(entry.parts) && typeof entry.payload === 'object');
}

const byReceivedAt = (a: StoredEnquiry, b: StoredEnquiry) => a.receivedAt.localeCompare(b.receivedAt);

export function fileStore(path: string): EnquiryStore {
  /** The last line of each id, oldest first, expired ones included. */
  async function read(): Promise<StoredEnquiry[]> {
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
  }
  const lines = (entries: StoredEnquiry[]) => entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');

  return {
    name: path,
    async save(entry) {
      // Visitors' names and phones: readable by the site's own user only, also when an
      // older version left the file readable by all.
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const existing = await read();
      const now = Date.now();
      if (entry.state === 'sent' || existing.some((kept) => expired(kept, now))) {
        // The visitor's data must not outlive its purpose in an older line: the file is written anew.
        const kept = existing.filter((other) => other.id !== entry.id && !expired(other, now));
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, lines([...kept, entry].sort(byReceivedAt)), { encoding: 'utf8', mode: 0o600 });
        await rename(temporary, path);
      } else {
        await appendFile(path, lines([entry]), { encoding: 'utf8', mode: 0o600 });
      }
      await chmod(path, 0o600);
    },
    async list() {
      const now = Date.now();
      return (await read()).filter((entry) => !expired(entry, now));
    },
  };
}

export function upstashStore(credentials: UpstashCredentials): EnquiryStore {
  return {
    name: 'upstash',
    async save(entry, timeoutMs) {
      // Writing a field clears its TTL, so each save sets it again: to RETENTION_DAYS after the enquiry came in.
      const seconds = Math.max(1, Math.ceil((Date.parse(entry.receivedAt) + RETENTION_MS - Date.now()) / 1000));
      await upstashClient(credentials, timeoutMs)
        .pipeline()
        .hset(UPSTASH_ENQUIRIES_KEY, { [entry.id]: JSON.stringify(entry) })
        .hexpire(UPSTASH_ENQUIRIES_KEY, entry.id, seconds)
        .exec();
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
