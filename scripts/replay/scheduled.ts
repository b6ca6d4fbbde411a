/**
 * `npm run replay:scheduled`: the replay as a timer runs it (.github/workflows/replay-enquiries.yml, every
 * 15 minutes), so that kept enquiries reach staff without a person starting it (issue 41, M4).
 *
 * It replays the entries kept in Upstash (enquiries.ts replayEnquiries), then tells the staff chat what a
 * person must know: what it delivered late, what still waits, what Telegram refused, what no secret opens,
 * what may have arrived, what is held as suspected spam. It writes when it delivered something or when that
 * picture changed since its last word (a fingerprint of the ids in Upstash), so entries that wait for a
 * person are not repeated every quarter of an hour. It exits 1 (the workflow fails, and GitHub e-mails the
 * repository's owner) when the setup is incomplete, a failure stopped the run, an entry did not open, or the
 * chat could not be told.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { productionGaps, readConfig, type Env } from '../../api/_lib/config.js';
import { STORE_TIMEOUT_MS } from '../../api/_lib/store.js';
import { sendTelegramMessage, type DeliveryOptions } from '../../api/_lib/telegram.js';
import { upstashClient } from '../../api/_lib/upstash.js';
import { exitCode, outcomesFor, replayEnquiries, reportText, storeFor, type ReplayReport } from './enquiries.js';

/** Where the job keeps the fingerprint of what it last told the chat. */
export const SUMMARY_KEY = 'enquiry:replay:last-summary';

/** The staff chat's message about the run, in Russian as the chat's other messages; null when there is nothing to say. */
export function staffSummary(report: ReplayReport): string | null {
  const waiting = report.failed.length + report.notTried.length;
  const lines = [
    [report.sent.length, 'Доставлено сейчас, с опозданием (выше, с пометкой)'],
    [waiting, 'Ждут отправки: Telegram пока не принимает, следующая попытка через 15 минут'],
    [report.toCheck.length, 'Могли прийти: проверьте чат, затем npm run replay:enquiries -- --include-interrupted'],
    [report.rejected.length, 'Telegram отклонил текст: прочитайте их (npm run replay:enquiries -- --dry-run) и передайте вручную'],
    [report.unreadable.length, 'Не открываются: нужен прежний секрет в ENQUIRY_SECRET_PREVIOUS'],
    [report.suspected.length, 'Похожи на спам, ждут проверки человеком (npm run replay:enquiries -- --dry-run)'],
  ] as const;
  const said = lines.filter(([count]) => count > 0).map(([count, text]) => `${text}: ${count}`);
  return said.length ? ['<b>Отложенные заявки</b>', ...said].join('\n') : null;
}

/** What the chat was last told about, as ids: the same picture is not said twice. */
export function summaryFingerprint(report: ReplayReport): string {
  const ids = (list: readonly string[]) => [...list].sort().join(',');
  const parts = [
    ids([...report.failed, ...report.notTried]),
    ids(report.toCheck),
    ids(report.rejected),
    ids(report.unreadable.map(({ id }) => id)),
    ids(report.suspected),
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

export interface ScheduledRun {
  code: number;
  report: ReplayReport | null;
  /** What was posted to the chat, if anything. */
  posted: string | null;
  lines: string[];
}

export async function scheduledReplay(env: Env, delivery: Partial<DeliveryOptions> = {}): Promise<ScheduledRun> {
  const config = readConfig(env);
  const gaps = productionGaps(env);
  if (gaps.length > 0 || !config.telegram || !config.upstash) {
    // The same requirements as the relay in production: without them there is nothing safe to replay from.
    return { code: 1, report: null, posted: null, lines: [`Not configured: ${gaps.map(({ variable }) => variable).join(', ')}.`] };
  }
  const report = await replayEnquiries(storeFor(env), config.telegram, { delivery, outcomes: outcomesFor(env) });
  const lines = [reportText(report)];
  const summary = staffSummary(report);
  const fingerprint = summaryFingerprint(report);
  const redis = upstashClient(config.upstash, STORE_TIMEOUT_MS);
  const last = await redis.get<string>(SUMMARY_KEY);
  let posted: string | null = null;
  let told = true;
  if (summary && (report.sent.length > 0 || last !== fingerprint)) {
    const result = await sendTelegramMessage(config.telegram, summary, delivery);
    told = result.ok;
    if (result.ok) posted = summary;
    else lines.push(`The staff chat was not told: ${result.detail}.`);
  }
  // Remembered once said (or when there is nothing to say), so a changed picture is said next time.
  if (told && (posted || !summary)) await redis.set(SUMMARY_KEY, fingerprint);
  return { code: exitCode(report) || (told ? 0 : 1), report, posted, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  scheduledReplay(process.env).then(
    ({ code, lines, posted }) => {
      console.log(lines.join('\n'));
      if (posted) console.log('Told the staff chat.');
      process.exit(code);
    },
    (error: unknown) => {
      // The store's message can quote its command and data (issue 41): its kind only.
      console.error(`The replay failed: ${error instanceof Error ? error.name : typeof error}.`);
      process.exit(1);
    },
  );
}
