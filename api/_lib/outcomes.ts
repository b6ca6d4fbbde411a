/**
 * What became of each enquiry, by its idempotency key or, without one, by a hash of the
 * visitor's fields (src/lib/enquiry/idempotency.ts): `sending` while an attempt is under
 * way, then `delivered` or `kept` (in the fallback store, to be replayed). A repeat is
 * answered from this record and nothing is sent again (issue 25).
 *
 * `begin` is atomic (Redis SET NX; a locked file locally), so two attempts at once cannot
 * both send. The records hold hashes and outcomes only, no visitor data, and expire: a
 * key's after RETENTION_DAYS, a fingerprint's after DEDUPE_WITHOUT_KEY_MS.
 * Stores: Upstash when configured; otherwise, outside production, a file beside the outbox;
 * otherwise one instance's memory (production without Upstash: best effort).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { upstashClient, type UpstashCredentials } from './upstash.js';
import { withFileLock } from './store.js';

export type Outcome = 'sending' | 'delivered' | 'kept';

/** How long one call to the outcome store may take: it sits twice in the function's time budget. */
export const OUTCOME_TIMEOUT_MS = 300;

/** Longer than one attempt can take (the function's 15 s budget): an attempt that died frees its record. */
export const SENDING_MS = 30_000;

export interface OutcomeStore {
  /** Claims `id` for an attempt and answers null, or answers the outcome already recorded. */
  begin(id: string, timeoutMs: number): Promise<Outcome | null>;
  /** Records the outcome for `ttlMs`; null forgets the id (nothing was kept: a resend must go). */
  finish(id: string, outcome: Exclude<Outcome, 'sending'> | null, ttlMs: number, timeoutMs: number): Promise<void>;
}

const UPSTASH_PREFIX = 'enquiry:outcome:';
const isOutcome = (value: unknown): value is Outcome => value === 'sending' || value === 'delivered' || value === 'kept';

export function upstashOutcomes(credentials: UpstashCredentials): OutcomeStore {
  return {
    async begin(id, timeoutMs) {
      const redis = upstashClient(credentials, timeoutMs);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if ((await redis.set(`${UPSTASH_PREFIX}${id}`, 'sending', { nx: true, px: SENDING_MS })) === 'OK') return null;
        const value = await redis.get<string>(`${UPSTASH_PREFIX}${id}`);
        if (isOutcome(value)) return value;
        // It expired between the two commands: claim again.
      }
      return 'sending';
    },
    async finish(id, outcome, ttlMs, timeoutMs) {
      const redis = upstashClient(credentials, timeoutMs);
      if (outcome === null) await redis.del(`${UPSTASH_PREFIX}${id}`);
      else await redis.set(`${UPSTASH_PREFIX}${id}`, outcome, { px: ttlMs });
    },
  };
}

type Records = Record<string, { outcome: Outcome; expiresAt: number }>;

export function fileOutcomes(path: string): OutcomeStore {
  async function read(): Promise<Records> {
    try {
      const records = JSON.parse(await readFile(path, 'utf8')) as Records;
      const now = Date.now();
      return Object.fromEntries(Object.entries(records).filter(([, record]) => record.expiresAt > now));
    } catch {
      return {}; // none yet, or a file cut by a crash: at worst one repeat is not recognised
    }
  }
  async function write(records: Records) {
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(records), { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, path);
  }
  const locked = async <T>(work: () => Promise<T>) => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    return withFileLock(path, work);
  };
  return {
    begin: (id) =>
      locked(async () => {
        const records = await read();
        const known = records[id];
        if (known) return known.outcome;
        await write({ ...records, [id]: { outcome: 'sending', expiresAt: Date.now() + SENDING_MS } });
        return null;
      }),
    finish: (id, outcome, ttlMs) =>
      locked(async () => {
        const records = await read();
        if (outcome === null) delete records[id];
        else records[id] = { outcome, expiresAt: Date.now() + ttlMs };
        await write(records);
      }),
  };
}

export function memoryOutcomes(): OutcomeStore {
  const records = new Map<string, { outcome: Outcome; expiresAt: number }>();
  const live = (id: string) => {
    const record = records.get(id);
    if (record && record.expiresAt <= Date.now()) records.delete(id);
    return records.get(id);
  };
  return {
    async begin(id) {
      const known = live(id);
      if (known) return known.outcome;
      records.set(id, { outcome: 'sending', expiresAt: Date.now() + SENDING_MS });
      return null;
    },
    async finish(id, outcome, ttlMs) {
      if (outcome === null) records.delete(id);
      else records.set(id, { outcome, expiresAt: Date.now() + ttlMs });
    },
  };
}
