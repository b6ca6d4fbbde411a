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
import { appendFile, chmod, mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';
import { seal, unsealWithAny } from './seal.js';
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
  /** Added from a log's sealed line (replay --from-log): staff may have it already (the replay marks it). */
  fromLog?: true;
  /**
   * The outcome record's id of this form fill (a keyed hash, no visitor data): when the record store
   * failed, the visitor may have sent the fill again and got it delivered; the replay then skips this
   * copy (issue 41, M3).
   */
  repeatId?: string;
}

/**
 * An enquiry not delivered yet: the payload and the staff message, in parts as it would have been sent.
 * `rejected`: Telegram refused this message itself (a 4xx that another message would not get): kept and
 * listed for a person, not retried.
 */
export interface OpenEnquiry extends EntryBase {
  payload: RelayPayload;
  parts: string[];
  state: 'pending' | 'replaying' | 'rejected';
}

/** A delivered one, reduced to what staff need to find it in the chat. */
export interface SentEnquiry extends EntryBase {
  state: 'sent';
  sentAt: string;
  messageIds: number[];
}

export type StoredEnquiry = OpenEnquiry | SentEnquiry;

/** What a delivered entry keeps: no name, contact or message. */
export function sentRecord(entry: StoredEnquiry, messageIds: number[], sentAt: Date = new Date(), detail = entry.detail): SentEnquiry {
  const { id, receivedAt, reason } = entry;
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
  /** The entries that no key opens (sealed with a secret since rotated away): counted and reported, never dropped in silence. */
  unreadable(timeoutMs: number): Promise<{ id: string; receivedAt: string }[]>;
  /** The entry of `id` as it is now, or undefined. */
  get(id: string, timeoutMs: number): Promise<StoredEnquiry | undefined>;
  /**
   * Takes the entry for one replay run alone, atomically (Redis SET NX, or an exclusive file
   * create): false when another run holds it. A claim lapses after CLAIM_MS, so a run that
   * died does not hold its entries for ever.
   */
  claim(id: string, timeoutMs: number): Promise<boolean>;
  /** Gives a claim back once the entry's new state is saved. */
  release(id: string, timeoutMs: number): Promise<void>;
}

/** How long a replay's claim on an entry holds: far more than one delivery takes (10 s). */
export const CLAIM_MS = 10 * 60 * 1000;

export const STORE_TIMEOUT_MS = 1500;
export const UPSTASH_ENQUIRIES_KEY = 'enquiry:fallback';
/** A replay's claim on one entry: `enquiry:claim:<id>`, set NX with a TTL. */
export const UPSTASH_CLAIM_PREFIX = 'enquiry:claim:';

export const newEnquiryId = () => randomUUID();

/**
 * Suspected spam kept per day at most, across instances (issue 41, L3: a dozen addresses could otherwise fill
 * a store in a day). Each is kept without its staff message, a few KB at most.
 */
export const SUSPECTED_PER_DAY = 100;
const UPSTASH_SUSPECTED_PREFIX = 'enquiry:suspected:';

/** Counts one more suspected enquiry on `day` (YYYY-MM-DD) in Upstash; the count lives two days. */
export async function countSuspected(credentials: UpstashCredentials, day: string, timeoutMs: number): Promise<number> {
  const key = `${UPSTASH_SUSPECTED_PREFIX}${day}`;
  const [count] = await upstashClient(credentials, timeoutMs)
    .pipeline()
    .incr(key)
    .pexpire(key, 2 * 24 * 60 * 60 * 1000)
    .exec<[number, number]>();
  return count;
}

function isEntry(value: unknown): value is StoredEnquiry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { id?: unknown; receivedAt?: unknown; state?: unknown; parts?: unknown; payload?: unknown };
  if (typeof entry.id !== 'string' || typeof entry.receivedAt !== 'string') return false;
  return entry.state === 'sent' || (Array.isArray(entry.parts) && typeof entry.payload === 'object');
}

const byReceivedAt = (a: StoredEnquiry, b: StoredEnquiry) => a.receivedAt.localeCompare(b.receivedAt);

/** How long a lock on the outbox file may be held before it counts as left by a process that died. */
const LOCK_STALE_MS = 5000;

/**
 * Runs `work` holding `<path>.lock` (an exclusive create): the relay appends while a replay
 * rewrites, and neither may lose the other's line. It waits for the lock no longer than the
 * caller's `timeoutMs` (issue 41, L8): a write that the relay has given up on, and kept in the
 * log instead, must not land later as a second copy.
 */
async function withFileLock<T>(path: string, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS) await unlink(lock).catch(() => {});
      else if (Date.now() >= deadline) throw Object.assign(new Error(`the outbox lock ${lock} is held`), { code: 'ELOCKED' });
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => {});
  }
}

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

  const claims = `${path}.claims`;
  const claimFile = (id: string) => `${claims}/${id.replace(/[^\w-]/g, '_')}`;

  return {
    name: path,
    async save(entry, timeoutMs) {
      // Visitors' names and phones: readable by the site's own user only, also when an
      // older version left the file readable by all.
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await withFileLock(path, timeoutMs, async () => {
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
      });
    },
    async list() {
      const now = Date.now();
      return (await read()).filter((entry) => !expired(entry, now));
    },
    async unreadable() {
      return []; // the file, on the dealer's own machine, is not sealed
    },
    async get(id) {
      const now = Date.now();
      return (await read()).find((entry) => entry.id === id && !expired(entry, now));
    },
    async release(id) {
      await unlink(claimFile(id)).catch(() => {});
    },
    async claim(id) {
      await mkdir(claims, { recursive: true, mode: 0o700 });
      const file = claimFile(id);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await (await open(file, 'wx', 0o600)).close();
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const age = await stat(file).then(
            (info) => Date.now() - info.mtimeMs,
            () => 0,
          );
          if (age <= CLAIM_MS) return false;
          await unlink(file).catch(() => {}); // a claim that lapsed
        }
      }
      return false;
    },
  };
}

/**
 * Upstash is outside the dealer's control, so an open entry's payload and message parts go
 * there sealed with the relay's secret (seal.ts): the store holds ids, times and states in
 * clear, the visitor's data only as ciphertext. The relay never writes there without a secret
 * (handler.ts fallbackStore); the replay reads with whatever keys it has.
 */
function sealedEntry(entry: StoredEnquiry, secret: Buffer | undefined): unknown {
  if (!secret || entry.state === 'sent') return entry;
  const { payload, parts, ...clear } = entry;
  return { ...clear, sealed: seal({ payload, parts }, secret) };
}

/** What a sealed entry that no key opens reads as: its id and time, which are kept in clear. */
const UNREADABLE = Symbol('unreadable');
type Unreadable = { [UNREADABLE]: true; id: string; receivedAt: string };

function openedEntry(value: unknown, keys: readonly Buffer[]): unknown {
  if (typeof value !== 'object' || value === null || !('sealed' in value)) return value;
  const { sealed, ...clear } = value as { sealed: unknown; id?: unknown; receivedAt?: unknown };
  try {
    if (typeof sealed !== 'string') throw new Error('not sealed text');
    return { ...clear, ...unsealWithAny<{ payload: unknown; parts: unknown }>(sealed, keys) };
  } catch {
    return { [UNREADABLE]: true, id: String(clear.id), receivedAt: String(clear.receivedAt) } satisfies Unreadable;
  }
}

const isUnreadable = (value: unknown): value is Unreadable => typeof value === 'object' && value !== null && UNREADABLE in value;

/** `keys`: the first seals, every one opens (seal.ts relaySecrets); none, outside production only, stores entries as they are. */
export function upstashStore(credentials: UpstashCredentials, keys: readonly Buffer[] = []): EnquiryStore {
  const secret = keys[0];
  const all = async (timeoutMs: number) =>
    Object.values((await upstashClient(credentials, timeoutMs).hgetall<Record<string, unknown>>(UPSTASH_ENQUIRIES_KEY)) ?? {}).map(
      (value) => openedEntry(value, keys),
    );
  return {
    name: 'upstash',
    async save(entry, timeoutMs) {
      // Writing a field clears its TTL, so each save sets it again: to RETENTION_DAYS after the enquiry came in.
      const seconds = Math.max(1, Math.ceil((Date.parse(entry.receivedAt) + RETENTION_MS - Date.now()) / 1000));
      await upstashClient(credentials, timeoutMs)
        .pipeline()
        .hset(UPSTASH_ENQUIRIES_KEY, { [entry.id]: JSON.stringify(sealedEntry(entry, secret)) })
        .hexpire(UPSTASH_ENQUIRIES_KEY, entry.id, seconds)
        .exec();
    },
    async list(timeoutMs) {
      // The client parses each value that is JSON; one that is not stays a string and is skipped.
      return (await all(timeoutMs)).filter(isEntry).sort(byReceivedAt);
    },
    async unreadable(timeoutMs) {
      return (await all(timeoutMs)).filter(isUnreadable).map(({ id, receivedAt }) => ({ id, receivedAt }));
    },
    async get(id, timeoutMs) {
      const value = openedEntry(await upstashClient(credentials, timeoutMs).hget<unknown>(UPSTASH_ENQUIRIES_KEY, id), keys);
      return isEntry(value) ? value : undefined;
    },
    async release(id, timeoutMs) {
      await upstashClient(credentials, timeoutMs).del(`${UPSTASH_CLAIM_PREFIX}${id}`);
    },
    async claim(id, timeoutMs) {
      const taken = await upstashClient(credentials, timeoutMs).set(`${UPSTASH_CLAIM_PREFIX}${id}`, Date.now(), { nx: true, px: CLAIM_MS });
      return taken === 'OK';
    },
  };
}
