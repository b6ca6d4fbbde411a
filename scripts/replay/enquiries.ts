/**
 * `npm run replay:enquiries`: sends the enquiries the relay kept (api/_lib/store.ts)
 * to Telegram once the chat is reachable again, each exactly once.
 *
 *   npm run replay:enquiries                        send every pending entry, oldest first
 *   npm run replay:enquiries -- --dry-run           list them, send nothing
 *   npm run replay:enquiries -- --from-log FILE     first add the `enquiry.undelivered` lines of a
 *                                                   log export (e.g. from Vercel) to the store
 *   npm run replay:enquiries -- --include-suspected also send those held as suspected spam
 *                                                   (they came without valid form timing), once a
 *                                                   person has read them in the dry run
 *
 * It reads the same variables as the function: TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID
 * (TELEGRAM_API_BASE), and the store: UPSTASH_REDIS_REST_URL/TOKEN when set, else the
 * outbox file ENQUIRY_OUTBOX (default .outbox/enquiries.jsonl).
 *
 * Exactly once: each entry is claimed atomically for one run (two runs at once send it once,
 * api/_lib/store.ts `claim`), read again, marked `replaying` before it is sent and `sent` after
 * Telegram confirmed it. One left `replaying` (the replay was cut off, or Telegram's
 * answer was uncertain) is not sent again: it is listed for a person to check the chat,
 * and `--include-interrupted` sends it anyway. A failure every message would meet puts it back
 * to `pending` and stops the run (the chat is still not reachable); Telegram's refusal of one
 * message's own text marks that entry `rejected` and the run goes on (issue 41).
 *
 * Keys: ENQUIRY_SECRET, and ENQUIRY_SECRET_PREVIOUS after a rotation (api/_lib/seal.ts
 * relaySecrets). An entry no key opens is counted, listed by id and time, and the command exits 1.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig, type Env } from '../../api/_lib/config.js';
import { upstashOutcomes, type OutcomeStore } from '../../api/_lib/outcomes.js';
import { formatEnquiryMessage, formatMinskTime, visibleLength, TELEGRAM_TEXT_LIMIT } from '../../api/_lib/message.js';
import {
  fileStore,
  sentRecord,
  STORE_TIMEOUT_MS,
  upstashStore,
  type EnquiryStore,
  type OpenEnquiry,
  type StoredEnquiry,
} from '../../api/_lib/store.js';
import { relaySecrets, unsealWithAny } from '../../api/_lib/seal.js';
import {
  mayHaveArrived,
  refusedThisMessage,
  sendTelegramMessage,
  type DeliveryOptions,
  type TelegramTarget,
} from '../../api/_lib/telegram.js';

export interface ReplayReport {
  sent: string[];
  /** Left `replaying`: may have been sent by an earlier, interrupted run, or Telegram's answer was uncertain. */
  toCheck: string[];
  /** Still pending after a definite failure (the run stopped there). */
  failed: string[];
  /** Pending entries not tried because the run stopped. */
  notTried: string[];
  /** Held as suspected spam (no valid form timing): never sent unless asked. */
  suspected: string[];
  /** Taken by another run going on at the same time: that run sends them. */
  elsewhere: string[];
  /** Refused by Telegram for their own text (this run or before): kept for a person, never retried. */
  rejected: string[];
  /** Sealed with a secret no key here opens (rotated away): kept, counted, and the command fails until one opens them. */
  unreadable: { id: string; receivedAt: string }[];
  /** Not sent: a later attempt of the same form fill was delivered (its outcome record says so). */
  deliveredLater: string[];
}

/**
 * Whether staff may already have it (issue 41): Telegram's answer was uncertain, a run was cut off while sending
 * it, or it comes from the log, which keeps a copy when the outcome store failed, so the visitor may have sent it
 * again and got it through.
 */
export const mayRepeat = (entry: StoredEnquiry) => entry.reason === 'uncertain' || entry.state === 'replaying' || entry.fromLog === true;

/** The note above a replayed enquiry, so staff know why it comes late (and that it may be a repeat). */
export function replayNote(entry: StoredEnquiry): string {
  const when = formatMinskTime(new Date(entry.receivedAt));
  const repeat = mayRepeat(entry) ? '; возможно, он уже приходил' : '';
  return `<i>Повторная отправка: запрос от ${when} (Минск) не был доставлен вовремя${repeat}.</i>`;
}

/**
 * The staff message of an entry: as the relay built it, or, for suspected spam, which is kept without it to stay
 * small (issue 41, L3), built now from the visitor's fields, with the time it came in.
 */
function staffParts(entry: OpenEnquiry): string[] {
  if (entry.parts.length > 0) return entry.parts;
  return formatEnquiryMessage(entry.payload, { siteUrl: readConfig(process.env).siteUrl, receivedAt: new Date(entry.receivedAt) });
}

/** The parts to send: the note goes on top of the first part when it fits, else as a message of its own. */
function partsWithNote(entry: OpenEnquiry): string[] {
  const note = replayNote(entry);
  const parts = staffParts(entry);
  const [first = '', ...rest] = parts;
  const joined = `${note}\n\n${first}`;
  return visibleLength(joined) <= TELEGRAM_TEXT_LIMIT ? [joined, ...rest] : [note, ...parts];
}

/** Sends one claimed entry and saves its outcome in the store. */
async function replayOne(
  store: EnquiryStore,
  target: TelegramTarget,
  entry: OpenEnquiry,
  delivery: Partial<DeliveryOptions>,
  report: ReplayReport,
): Promise<'sent' | 'uncertain' | 'failed' | 'rejected'> {
  // The note is written from the entry as listed: one left `replaying` by a cut-off run says it may be a repeat.
  const parts = partsWithNote(entry);
  await store.save({ ...entry, state: 'replaying' }, STORE_TIMEOUT_MS);
  const messageIds: number[] = [];
  let outcome: 'sent' | 'uncertain' | 'failed' | 'rejected' = 'sent';
  let detail = '';
  for (const [index, part] of parts.entries()) {
    const result = await sendTelegramMessage(target, part, delivery);
    if (result.ok) {
      if (result.messageId !== undefined) messageIds.push(result.messageId);
      continue;
    }
    detail = result.detail;
    outcome = mayHaveArrived(result.failure) || index > 0 ? 'uncertain' : refusedThisMessage(result) ? 'rejected' : 'failed';
    break;
  }
  if (outcome === 'sent') {
    // Delivered: the entry keeps its id, times and message ids, not the visitor's data.
    await store.save(sentRecord(entry, messageIds), STORE_TIMEOUT_MS);
    report.sent.push(entry.id);
  } else if (outcome === 'uncertain') {
    report.toCheck.push(entry.id);
  } else if (outcome === 'rejected') {
    // This message alone: kept with Telegram's reason for a person, and the run goes on to the next.
    await store.save({ ...entry, state: 'rejected', detail }, STORE_TIMEOUT_MS);
    report.rejected.push(entry.id);
  } else {
    await store.save({ ...entry, state: 'pending' }, STORE_TIMEOUT_MS);
    report.failed.push(entry.id);
  }
  return outcome;
}

export async function replayEnquiries(
  store: EnquiryStore,
  target: TelegramTarget,
  {
    includeInterrupted = false,
    includeSuspected = false,
    delivery = {},
    outcomes = null,
  }: {
    includeInterrupted?: boolean;
    includeSuspected?: boolean;
    delivery?: Partial<DeliveryOptions>;
    /** The relay's outcome records (Upstash), to skip a kept fill that a later attempt delivered. */
    outcomes?: OutcomeStore | null;
  } = {},
): Promise<ReplayReport> {
  const report: ReplayReport = {
    sent: [],
    toCheck: [],
    failed: [],
    notTried: [],
    suspected: [],
    elsewhere: [],
    rejected: [],
    unreadable: await store.unreadable(STORE_TIMEOUT_MS),
    deliveredLater: [],
  };
  const entries = await store.list(STORE_TIMEOUT_MS);
  let stopped = false;
  for (const listed of entries) {
    if (listed.state === 'sent') continue;
    if (listed.state === 'rejected') {
      report.rejected.push(listed.id);
      continue;
    }
    if (listed.reason === 'suspected_spam' && !includeSuspected) {
      report.suspected.push(listed.id);
      continue;
    }
    if (stopped) {
      report.notTried.push(listed.id);
      continue;
    }
    // Two runs at once (two staff members, a retry while one runs): each entry goes to one
    // run alone, which then reads its state again, as the other run may have sent it since
    // this one listed it.
    if (!(await store.claim(listed.id, STORE_TIMEOUT_MS))) {
      report.elsewhere.push(listed.id);
      continue;
    }
    try {
      const entry = await store.get(listed.id, STORE_TIMEOUT_MS);
      if (!entry || entry.state === 'sent' || entry.state === 'rejected') continue;
      if (entry.state === 'replaying' && !includeInterrupted) {
        report.toCheck.push(entry.id);
        continue;
      }
      if (await deliveredByLaterAttempt(entry, outcomes)) {
        await store.save(sentRecord(entry, [], new Date(), 'delivered by a later attempt of the same form fill'), STORE_TIMEOUT_MS);
        report.deliveredLater.push(entry.id);
        continue;
      }
      stopped = (await replayOne(store, target, entry, delivery, report)) === 'failed';
    } finally {
      await store.release(listed.id, STORE_TIMEOUT_MS);
    }
  }
  return report;
}

/**
 * Whether the visitor's later attempt of this fill got through (issue 41, M3): the relay keeps a fill when the
 * outcome store fails, and the visitor, told "not sent", may send it again. A record store that does not answer
 * says nothing: the entry goes, marked when it may repeat.
 */
async function deliveredByLaterAttempt(entry: OpenEnquiry, outcomes: OutcomeStore | null): Promise<boolean> {
  if (!entry.repeatId || !outcomes) return false;
  try {
    return (await outcomes.peek(entry.repeatId, STORE_TIMEOUT_MS)) === 'delivered';
  } catch {
    return false;
  }
}

/**
 * The `enquiry.undelivered` entries in a log export: one JSON object per line, possibly
 * after a prefix. A line holds the entry only sealed (api/_lib/seal.ts), when no store kept
 * it; it opens with one of the relay's keys, and a line that does not open is counted apart.
 * Each is marked as from the log: it may have reached staff since (mayRepeat).
 */
export function entriesFromLog(text: string, keys: readonly Buffer[]): { entries: StoredEnquiry[]; unreadable: number } {
  const entries: StoredEnquiry[] = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    const start = line.indexOf('{"event":"enquiry.undelivered"');
    if (start < 0) continue;
    let sealed: string | undefined;
    try {
      ({ sealed } = JSON.parse(line.slice(start)) as { sealed?: string });
    } catch {
      continue; // a line cut by the log viewer
    }
    if (!sealed) continue; // kept in the store, which the replay reads itself
    try {
      const entry = unsealWithAny<OpenEnquiry>(sealed, keys);
      if (typeof entry.id === 'string' && Array.isArray(entry.parts)) entries.push({ ...entry, state: 'pending', fromLog: true });
      else unreadable += 1;
    } catch {
      unreadable += 1; // sealed with another secret
    }
  }
  return { entries, unreadable };
}

/** Adds the log's entries that the store does not hold yet; returns how many, and how many lines did not open. */
export async function importFromLog(
  store: EnquiryStore,
  text: string,
  keys: readonly Buffer[],
): Promise<{ added: number; unreadable: number }> {
  const known = new Set((await store.list(STORE_TIMEOUT_MS)).map((entry) => entry.id));
  const { entries, unreadable } = entriesFromLog(text, keys);
  let added = 0;
  for (const entry of entries) {
    if (known.has(entry.id)) continue;
    known.add(entry.id);
    await store.save(entry, STORE_TIMEOUT_MS);
    added += 1;
  }
  return { added, unreadable };
}

/**
 * What a dry run lists, in three groups: to be sent; possible repeats (Telegram's answer was
 * uncertain, or a run was cut off: sent marked as such, or, when left `replaying`, only with
 * --include-interrupted); held as suspected spam (only with --include-suspected).
 */
export function dryRunText(open: OpenEnquiry[]): string {
  const line = (entry: OpenEnquiry) => `  ${entry.id}  ${entry.receivedAt}  ${entry.state}  ${entry.reason}  ${entry.payload.kind}`;
  const rejected = open.filter((entry) => entry.state === 'rejected');
  const suspected = open.filter((entry) => entry.reason === 'suspected_spam' && !rejected.includes(entry));
  const repeats = open.filter((entry) => !rejected.includes(entry) && !suspected.includes(entry) && mayRepeat(entry));
  const plain = open.filter((entry) => !rejected.includes(entry) && !suspected.includes(entry) && !repeats.includes(entry));
  const group = (title: string, entries: OpenEnquiry[], more?: (entry: OpenEnquiry) => string) =>
    entries.length ? [title, ...entries.flatMap((entry) => (more ? [line(entry), more(entry)] : [line(entry)]))] : [];
  return [
    ...group('To send:', plain),
    ...group(
      'Possible repeats (may already be in the chat; sent marked as such, a `replaying` one only with --include-interrupted):',
      repeats,
    ),
    ...group('Held as suspected spam (no valid form timing; sent only with --include-suspected):', suspected),
    ...group(
      'Refused by Telegram for their own text (never retried; read them here and pass them on by hand):',
      rejected,
      (entry) => `    ${entry.detail ?? ''}`,
    ),
  ].join('\n');
}

/** The relay's outcome records the replay can read: Upstash's (a local relay's delivered records live in its memory only). */
export function outcomesFor(env: Env): OutcomeStore | null {
  const { upstash } = readConfig(env);
  return upstash ? upstashOutcomes(upstash) : null;
}

export function storeFor(env: Env, root: string = process.cwd()): EnquiryStore {
  const config = readConfig(env, root);
  return config.upstash ? upstashStore(config.upstash, relaySecrets(env)) : fileStore(config.outboxPath);
}

/** What opens sealed entries, for the messages that say some did not open. */
const OPEN_WITH =
  'set ENQUIRY_SECRET as the function has it, and ENQUIRY_SECRET_PREVIOUS to the secret before the last rotation (outside production the bot token opens too).';

/** The entries no key opens, for a person: ids and times only (nothing else is readable). */
export function unreadableText(unreadable: readonly { id: string; receivedAt: string }[]): string {
  return [
    `${unreadable.length} kept enquiries do not open with the secrets given: ${OPEN_WITH}`,
    ...unreadable.map(({ id, receivedAt }) => `  ${id}  ${receivedAt}`),
  ].join('\n');
}

/** The run's summary, one line, then what a person must look at. */
export function reportText(report: ReplayReport): string {
  const lines = [
    `Sent: ${report.sent.length}. Failed (still pending): ${report.failed.length}. Not tried: ${report.notTried.length}. ` +
      `Refused by Telegram: ${report.rejected.length}. Unreadable: ${report.unreadable.length}. ` +
      `Delivered by a later attempt: ${report.deliveredLater.length}. ` +
      `Held as suspected spam: ${report.suspected.length}. Taken by another run: ${report.elsewhere.length}.`,
  ];
  if (report.toCheck.length)
    lines.push(`To check in the chat (may have arrived; run with --include-interrupted to send anyway):\n  ${report.toCheck.join('\n  ')}`);
  if (report.rejected.length)
    lines.push(`Refused by Telegram for their own text (kept, not retried; --dry-run shows why):\n  ${report.rejected.join('\n  ')}`);
  return lines.join('\n');
}

/** Non-zero while something needs a person: a failure that stopped the run, or entries no secret opens. */
export const exitCode = (report: Pick<ReplayReport, 'failed' | 'unreadable'>) => (report.failed.length || report.unreadable.length ? 1 : 0);

async function main(args: string[]): Promise<number> {
  const config = readConfig(process.env);
  const store = storeFor(process.env);
  let logUnreadable = 0;
  const logIndex = args.indexOf('--from-log');
  if (logIndex >= 0) {
    const file = args[logIndex + 1];
    if (!file) throw new Error('--from-log needs a file');
    const { added, unreadable } = await importFromLog(store, await readFile(file, 'utf8'), relaySecrets(process.env));
    console.log(`Added ${added} enquiries from ${file} to ${store.name}.`);
    if (unreadable) console.error(`${unreadable} sealed lines did not open: ${OPEN_WITH}`);
    logUnreadable = unreadable;
  }
  const unreadable = await store.unreadable(STORE_TIMEOUT_MS);
  if (unreadable.length) console.error(unreadableText(unreadable));
  const entries = await store.list(STORE_TIMEOUT_MS);
  const open = entries.filter((entry): entry is OpenEnquiry => entry.state !== 'sent');
  console.log(`${store.name}: ${entries.length + unreadable.length} kept, ${open.length + unreadable.length} not sent yet.`);
  if (args.includes('--dry-run')) {
    console.log(dryRunText(open));
    return exitCode({ failed: [], unreadable }) || (logUnreadable ? 1 : 0);
  }
  if (!config.telegram) {
    console.error('TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are needed to replay.');
    return 1;
  }
  const report = await replayEnquiries(store, config.telegram, {
    includeInterrupted: args.includes('--include-interrupted'),
    includeSuspected: args.includes('--include-suspected'),
    outcomes: outcomesFor(process.env),
  });
  console.log(reportText(report));
  return exitCode(report) || (logUnreadable ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
