/**
 * Without Telegram credentials outside production (DECISIONS 29), each enquiry is
 * appended as one JSON line to a local file and printed, so the site works end to end
 * on a fresh machine and nothing sent is lost.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RelayPayload } from '../../src/lib/enquiry/schema.js';

export interface OutboxEntry {
  receivedAt: string;
  payload: RelayPayload;
  /** The Telegram message that would have been sent. */
  text: string;
}

export async function appendToOutbox(path: string, entry: OutboxEntry): Promise<string> {
  const line = JSON.stringify(entry);
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, `${line}\n`, 'utf8');
  return line;
}
