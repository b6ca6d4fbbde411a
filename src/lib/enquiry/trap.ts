/**
 * The spam traps (docs/decisions/relay.md#27), shared by the forms and the relay.
 *
 * - A hidden field people never see or reach, which bots fill in. Its name is one that
 *   no browser autofill or password manager recognises (`company` was: Chromium fills it
 *   from a saved address profile, and a real visitor's enquiry was then dropped).
 * - A time trap: the form sends when it was shown and when it was sent, both by the
 *   visitor's own clock (so a clock that is off does not matter); a form sent less than
 *   `MIN_FILL_MS` after it was shown was not filled by a person.
 *
 * A trapped enquiry is answered like a sent one and goes nowhere. Payloads without the
 * timing (a page loaded before this version) are not trapped by time.
 */
export const TRAP_FIELD = 'subject_line';
export const MIN_FILL_MS = 2000;

export interface FormTiming {
  /** When the form was shown (epoch ms, the visitor's clock). */
  shownAt: number;
  /** When it was sent (same clock). */
  sentAt: number;
}

export type TrapVerdict = 'clean' | 'field' | 'too_fast';

/** Whether a raw payload (before validation) fell into a trap. Never throws, whatever the types. */
export function trapVerdict(payload: unknown): TrapVerdict {
  if (typeof payload !== 'object' || payload === null) return 'clean';
  const fields = payload as Record<string, unknown>;
  const trap = fields[TRAP_FIELD];
  // Any value but an empty string (or none) is a filled trap: a number or an object too.
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) return 'field';
  const { shownAt, sentAt } = fields;
  if (typeof shownAt === 'number' && typeof sentAt === 'number' && Number.isFinite(shownAt) && Number.isFinite(sentAt)) {
    const elapsed = sentAt - shownAt;
    // A negative span is a clock set back while the form was open, not a bot.
    if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too_fast';
  }
  return 'clean';
}

/** What a form adds to its validated payload: the trap's value and the timing. */
export function trapFields(trapValue: string, shownAt: number, sentAt: number = Date.now()) {
  return { [TRAP_FIELD]: trapValue, shownAt, sentAt };
}
