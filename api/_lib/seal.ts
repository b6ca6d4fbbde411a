/**
 * The relay's secret, for what must not be readable where it is kept (issue 25):
 * - `seal`/`unseal`: an enquiry that only the function's log could keep (no store, or the
 *   store failed) goes there sealed with AES-256-GCM, so the log holds no visitor data
 *   that anyone can read, and `npm run replay:enquiries -- --from-log` opens it;
 * - `keyedHash`: the shared rate limit counts a keyed hash of the address, not the address.
 *
 * The secret is ENQUIRY_SECRET. Outside production the bot token stands in for it when it is not
 * set; production takes only a secret of its own, different from the token (config.ts productionGaps).
 * Without either (a fresh machine without credentials) there is nothing to seal with: the
 * outbox file is the store there.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { isProduction, type Env } from './config.js';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key derived from the environment's secret, or null when there is none. */
export function relaySecret(env: Env): Buffer | null {
  const own = env.ENQUIRY_SECRET?.trim();
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const secret = isProduction(env) ? (own !== token ? own : undefined) : own || token;
  return secret ? derivedKey(secret) : null;
}

const derivedKey = (secret: string) => createHash('sha256').update(`ev-dealer enquiry secret\u0000${secret}`).digest();

/**
 * The keys that open what was kept, the current one first (it seals everything new): after a rotation,
 * ENQUIRY_SECRET_PREVIOUS opens what the old secret sealed until those entries are sent or expire (issue 41, M2).
 * Outside production the bot token opens too, as it sealed there before ENQUIRY_SECRET was set.
 */
export function relaySecrets(env: Env): Buffer[] {
  const keys = [relaySecret(env)];
  const previous = env.ENQUIRY_SECRET_PREVIOUS?.trim();
  if (previous) keys.push(derivedKey(previous));
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  if (token && !isProduction(env)) keys.push(derivedKey(token));
  const unique = new Map(keys.filter((key): key is Buffer => key !== null).map((key) => [key.toString('hex'), key]));
  return [...unique.values()];
}

/** JSON, encrypted and authenticated: base64url of IV, tag and ciphertext. */
export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** What `seal` sealed; throws when the key is not the one it was sealed with or the text was changed. */
export function unseal<T>(text: string, key: Buffer): T {
  const bytes = Buffer.from(text, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** What `seal` sealed with any of `keys`; throws when none opens it. */
export function unsealWithAny<T>(text: string, keys: readonly Buffer[]): T {
  for (const key of keys) {
    try {
      return unseal<T>(text, key);
    } catch {
      // sealed with another key: try the next
    }
  }
  throw new Error('no key opens it');
}

/** A keyed hash (HMAC-SHA-256, hex): the same input gives the same key, and the input cannot be read back. */
export function keyedHash(text: string, key: Buffer): string {
  return createHmac('sha256', key).update(text).digest('hex');
}
