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
 * and `--include-interrupted` sends it anyway. A definite failure puts it back to
 * `pending` and stops the run (the chat is still not reachable).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig, type Env } from '../../api/_lib/config.js';
import { formatMinskTime, visibleLength, TELEGRAM_TEXT_LIMIT } from '../../api/_lib/message.js';
import {
  fileStore,
  sentRecord,
  STORE_TIMEOUT_MS,
  upstashStore,
  type EnquiryStore,
  type OpenEnquiry,
  type StoredEnquiry,
} from '../../api/_lib/store.js';
import { relaySecret, unseal } from '../../api/_lib/seal.js';
import { mayHaveArrived, sendTelegramMessage, type DeliveryOptions, type TelegramTarget } from '../../api/_lib/telegram.js';

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
}

/** The note above a replayed enquiry, so staff know why it comes late (and that it may be a repeat). */
export function replayNote(entry: StoredEnquiry): string {
  const when = formatMinskTime(new Date(entry.receivedAt));
  const repeat = entry.reason === 'uncertain' ? '; возможно, он уже приходил' : '';
  return `<i>Повторная отправка: запрос от ${when} (Минск) не был доставлен вовремя${repeat}.</i>`;
}

/** The parts to send: the note goes on top of the first part when it fits, else as a message of its own. */
function partsWithNote(entry: OpenEnquiry): string[] {
  const note = replayNote(entry);
  const [first = '', ...rest] = entry.parts;
  const joined = `${note}\n\n${first}`;
  return visibleLength(joined) <= TELEGRAM_TEXT_LIMIT ? [joined, ...rest] : [note, ...entry.parts];
}

/** Sends one claimed entry and saves its outcome in the store. */
async function replayOne(
  store: EnquiryStore,
  target: TelegramTarget,
  entry: OpenEnquiry,
  delivery: Partial<DeliveryOptions>,
  report: ReplayReport,
): Promise<'sent' | 'uncertain' | 'failed'> {
  await store.save({ ...entry, state: 'replaying' }, STORE_TIMEOUT_MS);
  const messageIds: number[] = [];
  let outcome: 'sent' | 'uncertain' | 'failed' = 'sent';
  for (const [index, part] of partsWithNote(entry).entries()) {
    const result = await sendTelegramMessage(target, part, delivery);
    if (result.ok) {
      if (result.messageId !== undefined) messageIds.push(result.messageId);
      continue;
    }
    outcome = mayHaveArrived(result.failure) || index > 0 ? 'uncertain' : 'failed';
    break;
  }
  if (outcome === 'sent') {
    // Delivered: the entry keeps its id, times and message ids, not the visitor's data.
    await store.save(sentRecord(entry, messageIds), STORE_TIMEOUT_MS);
    report.sent.push(entry.id);
  } else if (outcome === 'uncertain') {
    report.toCheck.push(entry.id);
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
  }: { includeInterrupted?: boolean; includeSuspected?: boolean; delivery?: Partial<DeliveryOptions> } = {},
): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], toCheck: [], failed: [], notTried: [], suspected: [], elsewhere: [] };
  const entries = await store.list(STORE_TIMEOUT_MS);
  let stopped = false;
  for (const listed of entries) {
    if (listed.state === 'sent') continue;
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
      if (!entry || entry.state === 'sent') continue;
      if (entry.state === 'replaying' && !includeInterrupted) {
        report.toCheck.push(entry.id);
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
 * The `enquiry.undelivered` entries in a log export: one JSON object per line, possibly
 * after a prefix. A line holds the entry only sealed (api/_lib/seal.ts), when no store kept
 * it; it opens with the relay's secret, and a line that does not open is counted apart.
 */
export function entriesFromLog(text: string, secret: Buffer | null): { entries: StoredEnquiry[]; unreadable: number } {
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
      const entry = secret ? unseal<OpenEnquiry>(sealed, secret) : undefined;
      if (entry && typeof entry.id === 'string' && Array.isArray(entry.parts)) entries.push({ ...entry, state: 'pending' });
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
  secret: Buffer | null,
): Promise<{ added: number; unreadable: number }> {
  const known = new Set((await store.list(STORE_TIMEOUT_MS)).map((entry) => entry.id));
  const { entries, unreadable } = entriesFromLog(text, secret);
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
  const suspected = open.filter((entry) => entry.reason === 'suspected_spam');
  const repeats = open.filter(
    (entry) => entry.reason !== 'suspected_spam' && (entry.reason === 'uncertain' || entry.state === 'replaying'),
  );
  const plain = open.filter((entry) => !suspected.includes(entry) && !repeats.includes(entry));
  const group = (title: string, entries: OpenEnquiry[]) => (entries.length ? [title, ...entries.map(line)] : []);
  return [
    ...group('To send:', plain),
    ...group(
      'Possible repeats (may already be in the chat; sent marked as such, a `replaying` one only with --include-interrupted):',
      repeats,
    ),
    ...group('Held as suspected spam (no valid form timing; sent only with --include-suspected):', suspected),
  ].join('\n');
}

export function storeFor(env: Env, root: string = process.cwd()): EnquiryStore {
  const config = readConfig(env, root);
  return config.upstash ? upstashStore(config.upstash, relaySecret(env)) : fileStore(config.outboxPath);
}

async function main(args: string[]): Promise<number> {
  const config = readConfig(process.env);
  const store = storeFor(process.env);
  const logIndex = args.indexOf('--from-log');
  if (logIndex >= 0) {
    const file = args[logIndex + 1];
    if (!file) throw new Error('--from-log needs a file');
    const { added, unreadable } = await importFromLog(store, await readFile(file, 'utf8'), relaySecret(process.env));
    console.log(`Added ${added} enquiries from ${file} to ${store.name}.`);
    if (unreadable)
      console.error(`${unreadable} sealed lines did not open: set ENQUIRY_SECRET (or TELEGRAM_BOT_TOKEN) as the function has it.`);
  }
  const entries = await store.list(STORE_TIMEOUT_MS);
  const open = entries.filter((entry): entry is OpenEnquiry => entry.state !== 'sent');
  console.log(`${store.name}: ${entries.length} kept, ${open.length} not sent yet.`);
  if (args.includes('--dry-run')) {
    console.log(dryRunText(open));
    return 0;
  }
  if (!config.telegram) {
    console.error('TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are needed to replay.');
    return 1;
  }
  const report = await replayEnquiries(store, config.telegram, {
    includeInterrupted: args.includes('--include-interrupted'),
    includeSuspected: args.includes('--include-suspected'),
  });
  console.log(
    `Sent: ${report.sent.length}. Failed (still pending): ${report.failed.length}. Not tried: ${report.notTried.length}. ` +
      `Held as suspected spam: ${report.suspected.length}. Taken by another run: ${report.elsewhere.length}.`,
  );
  if (report.toCheck.length) {
    console.log(
      `To check in the chat (may have arrived; run with --include-interrupted to send anyway):\n  ${report.toCheck.join('\n  ')}`,
    );
  }
  return report.failed.length ? 1 : 0;
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
