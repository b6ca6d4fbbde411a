/**
 * Visitor text made safe and countable (issue 13), shared by the enquiry schema (browser and
 * relay function alike) and the staff message of the relay.
 *
 * One unit everywhere: the Unicode code point. Field limits and Telegram's message limit are
 * counted in code points, never in UTF-16 units (an emoji such as 😀 is one code point but two
 * units). Telegram counts its 4096-character limit in code points too: 4096 × U+1F600 (8192
 * UTF-16 units) is accepted and 4097 refused, see https://github.com/FerroxLabs/wayland/issues/934.
 *
 * Runs in the browser: no lookbehind, no `u`-flag classes (every character handled here is in
 * the Basic Multilingual Plane, so plain UTF-16 classes are exact, but the tag characters, matched
 * as their surrogate pairs).
 */

/** A surrogate pair (kept) or a lone surrogate (replaced): one pass, no lookbehind. */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/*
 * What is removed, by class (every character here is in the Basic Multilingual Plane):
 * - control characters: C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F (a multi-line text keeps
 *   tab and newline);
 * - bidirectional controls, which can reorder what staff read: embeddings and overrides
 *   U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E and U+200F, the Arabic letter
 *   mark U+061C;
 * - zero-width characters: space U+200B, word joiner U+2060, byte order mark U+FEFF,
 *   Mongolian vowel separator U+180E;
 * - in one-line fields only: the joiners ZWNJ U+200C and ZWJ U+200D (a multi-line text keeps
 *   them: emoji sequences such as 👨‍👩‍👧 and Persian or Indic spelling need them) and the soft
 *   hyphen U+00AD.
 * The joiner ZWJ is written outside the character classes: inside one, a linter takes it for
 * a joined sequence.
 */

/** Line breaks and the other whitespace controls a one-line field turns into a space (U+0085 is NEXT LINE). */
const SINGLE_LINE_BREAKS = /[\r\n\u2028\u2029\u0085\t\v\f]/g;

/** Line breaks a multi-line field turns into `\n`. */
const MULTI_LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

/* eslint-disable no-control-regex -- removing control characters is the point */

/**
 * Everything a one-line field loses, once its line breaks and tabs are spaces; also the characters that
 * look blank (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the Braille blank U+2800) and the
 * Unicode tag characters U+E0000–U+E007F (a surrogate pair from U+DB40), which hide text (issue 41, L7).
 */
const SINGLE_LINE_REMOVED =
  /(?:[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u180E\u200C\u00AD\u115F\u1160\u3164\uFFA0\u2800]|\u200D|\uDB40[\uDC00-\uDC7F])+/g;

/** Everything a multi-line field loses: the tag characters too (issue 41, L7). */
const MULTI_LINE_REMOVED =
  /(?:[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u180E]|\uDB40[\uDC00-\uDC7F])+/g;

/** Control and bidirectional characters: what no line of the staff message may contain, whatever the field. */
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]+/g;

/* eslint-enable no-control-regex */

/** A character that shows: anything but whitespace, the two joiners and the blank-looking fillers (a message keeps those). */
const VISIBLE = /(?!\u200D)[^\s\u200C\u115F\u1160\u3164\uFFA0\u2800]/;

/** The number of Unicode code points: what the field limits and Telegram count. A lone surrogate counts as one. */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        i += 1;
      }
    }
  }
  return length;
}

/**
 * U+FFFD, read at run time from an escape: written as '\uFFFD' (or String.fromCharCode), the
 * minifier would write the character itself into the bundle, the one U+FFFD in dist/, where the
 * build test takes any as the sign of garbled text.
 */
const REPLACEMENT_CHARACTER: string = JSON.parse('"\\ufffd"');

/** Lone UTF-16 surrogates (not encodable as UTF-8, refused by Telegram) become U+FFFD; pairs stay. */
export function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : REPLACEMENT_CHARACTER));
}

/**
 * A one-line field (name, car name, page): line breaks, tabs, vertical tab and form feed become
 * a space; bidirectional controls, zero-width characters (joiners included), the soft hyphen and
 * every other control character are removed; lone surrogates become U+FFFD; runs of whitespace
 * collapse to one space; the result is trimmed. Idempotent.
 */
export function singleLine(text: string): string {
  return wellFormed(text).replace(SINGLE_LINE_BREAKS, ' ').replace(SINGLE_LINE_REMOVED, '').replace(/\s+/g, ' ').trim();
}

/**
 * A multi-line field (the message): `\r\n`, `\r`, U+2028, U+2029 and U+0085 become `\n`; tabs
 * stay; bidirectional controls, other control characters, U+200B, U+2060, U+FEFF and U+180E
 * are removed, the joiners U+200C and U+200D kept; lone surrogates become U+FFFD; the result is
 * trimmed. Idempotent.
 */
export function multiLine(text: string): string {
  return wellFormed(text).replace(MULTI_LINE_BREAKS, '\n').replace(MULTI_LINE_REMOVED, '').trim();
}

/**
 * The least any text shown to staff needs (the e-mail and the phone, whose schema checks only
 * a pattern): lone surrogates become U+FFFD, control and bidirectional characters go. Nothing
 * else changes.
 */
export function printable(text: string): string {
  return wellFormed(text).replace(UNPRINTABLE, '');
}

/** Whether the text has a character that shows (not only whitespace, ZWJ or ZWNJ): an empty-looking field is `required`. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}
