/**
 * What became of each enquiry, by its idempotency key or, without one, by a hash of the
 * visitor's fields (src/lib/enquiry/idempotency.ts): `sending` while an attempt is under
 * way, then `delivered` or `kept` (in the fallback store, to be replayed). A repeat is
 * answered from this record and nothing is sent again (issue 25).
 *
 * `begin` is atomic (Redis SET NX; one process's memory locally), so two attempts at once cannot
 * both send. The records hold hashes and outcomes only, no visitor data, and expire: a
 * key's after RETENTION_DAYS, a fingerprint's after DEDUPE_WITHOUT_KEY_MS.
 * Stores: Upstash when configured; otherwise, outside production, a file beside the outbox;
 * otherwise one instance's memory (production without Upstash: best effort).
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { upstashClient, type UpstashCredentials } from './upstash.js';

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
  /** The outcome recorded for `id`, without claiming it: the replay asks whether a later attempt delivered a kept fill. */
  peek(id: string, timeoutMs: number): Promise<Outcome | null>;
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
    async peek(id, timeoutMs) {
      const value = await upstashClient(credentials, timeoutMs).get<string>(`${UPSTASH_PREFIX}${id}`);
      return isOutcome(value) ? value : null;
    },
  };
}

type OutcomeRecord = { outcome: Outcome; expiresAt: number };

/**
 * Locally (one process: `npm start`, the dev server), the records live in memory, and those
 * of kept enquiries are appended to a file beside the outbox (0600), read back when the
 * process starts: `begin` stays atomic within the process without a lock, the delivered
 * path touches no disk, and a restart forgets no kept enquiry.
 */
const loaded = new Map<string, Promise<Map<string, OutcomeRecord>>>();

async function load(path: string): Promise<Map<string, OutcomeRecord>> {
  const records = new Map<string, OutcomeRecord>();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  let text = '';
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return records; // none yet
  }
  const now = Date.now();
  for (const line of text.split('\n')) {
    try {
      const { id, outcome, expiresAt } = JSON.parse(line) as { id: string } & Partial<OutcomeRecord>;
      if (outcome === undefined) records.delete(id);
      else records.set(id, { outcome, expiresAt: expiresAt ?? 0 });
    } catch {
      // an empty line, or one cut by a crash
    }
  }
  for (const [id, record] of records) if (record.expiresAt <= now) records.delete(id);
  // Written anew without what expired, so the file does not grow for ever.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, [...records].map(([id, record]) => `${JSON.stringify({ id, ...record })}\n`).join(''), {
    encoding: 'utf8',
    mode: 0o600,
  });
  await rename(temporary, path);
  return records;
}

export function fileOutcomes(path: string): OutcomeStore {
  const records = () => {
    if (!loaded.has(path)) loaded.set(path, load(path));
    return loaded.get(path)!;
  };
  const live = (all: Map<string, OutcomeRecord>, id: string) => {
    const record = all.get(id);
    if (record && record.expiresAt <= Date.now()) all.delete(id);
    return all.get(id);
  };
  // The memory is the record; the file only carries it over a restart, so a failed write loses no answer.
  const append = (line: object) => appendFile(path, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 }).catch(() => {});
  return {
    async begin(id) {
      const all = await records();
      const known = live(all, id);
      if (known) return known.outcome;
      all.set(id, { outcome: 'sending', expiresAt: Date.now() + SENDING_MS });
      return null;
    },
    async finish(id, outcome, ttlMs) {
      const all = await records();
      if (outcome === null) {
        all.delete(id);
        return;
      }
      const record: OutcomeRecord = { outcome, expiresAt: Date.now() + ttlMs };
      all.set(id, record);
      // Only a kept enquiry's record must outlive a restart (its visitor may resend days later);
      // an attempt under way or a delivered one is a matter of seconds, and stays off the disk.
      if (outcome === 'kept') await append({ id, ...record });
    },
    async peek(id) {
      return live(await records(), id)?.outcome ?? null;
    },
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
    async peek(id) {
      return live(id)?.outcome ?? null;
    },
  };
}
