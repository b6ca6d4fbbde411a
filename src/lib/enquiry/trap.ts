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
 * A trapped enquiry is answered like a sent one and goes nowhere.
 *
 * A payload without valid timing (none, a string, a negative or impossible time: a bot
 * that skips the form, or a page loaded before the forms sent it) is answered the same
 * way but kept apart as suspected spam, which the replay lists and never sends by itself:
 * a real visitor's enquiry is not lost, and staff never get a bot's (issue 25).
 */
export const TRAP_FIELD = 'subject_line';
export const MIN_FILL_MS = 2000;
/** A form open longer than this (a tab left for a month) is not timing to trust. */
export const MAX_FILL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sane clock readings, in epoch ms: a visitor's clock may be off, but not by decades. */
const EARLIEST = Date.UTC(2020, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

export interface FormTiming {
  /** When the form was shown (epoch ms, the visitor's clock). */
  shownAt: number;
  /** When it was sent (same clock). */
  sentAt: number;
}

export type TrapVerdict = 'clean' | 'field' | 'too_fast' | 'no_timing';

const isClockReading = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= EARLIEST && value <= LATEST;

/** Whether a raw payload (before validation) fell into a trap. Never throws, whatever the types. */
export function trapVerdict(payload: unknown): TrapVerdict {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return 'no_timing';
  const fields = payload as Record<string, unknown>;
  const trap = fields[TRAP_FIELD];
  // Any value but an empty string (or none) is a filled trap: a number or an object too.
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) return 'field';
  const { shownAt, sentAt } = fields;
  if (!isClockReading(shownAt) || !isClockReading(sentAt)) return 'no_timing';
  const elapsed = sentAt - shownAt;
  // A negative span (a clock set back while the form was open, or made-up values) is not timing to trust either.
  if (elapsed < 0 || elapsed > MAX_FILL_MS) return 'no_timing';
  return elapsed < MIN_FILL_MS ? 'too_fast' : 'clean';
}

/** What a form adds to its validated payload: the trap's value and the timing. */
export function trapFields(trapValue: string, shownAt: number, sentAt: number = Date.now()) {
  return { [TRAP_FIELD]: trapValue, shownAt, sentAt };
}
