import { describe, expect, it } from 'vitest';
import { codePointLength, hasVisibleCharacter, multiLine, printable, singleLine, wellFormed } from '../../../src/lib/enquiry/text.js';

const FAMILY = '👨\u200D👩\u200D👧';
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ZERO_WIDTH = ['\u200B', '\u2060', '\uFEFF', '\u180E'];
const JOINERS = ['\u200C', '\u200D'];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
/** C0 but tab, newline, vertical tab, form feed and carriage return; DEL; C1 but U+0085 (NEXT LINE, a line break). */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0b, 0x0c, 0x0d].includes(code)),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, index) => 0x80 + index).filter((code) => code !== 0x85),
].map((code) => String.fromCharCode(code));

describe('codePointLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('Привет')).toBe(6);
    expect(codePointLength('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(codePointLength('😀'.repeat(100))).toBe(100);
    expect(codePointLength('𝒜𠀀a')).toBe(3);
    // A family is three emoji joined by two ZWJ: five code points.
    expect(codePointLength(FAMILY)).toBe(5);
    expect(codePointLength('🇧🇾')).toBe(2);
  });

  it('counts a lone surrogate as one, like the spread operator', () => {
    for (const text of ['\uD800', 'a\uDC00', '\uD83D\uD83D\uDE00', '\uDE00\uD83D', `x${'😀'.repeat(3)}\uD83D`]) {
      expect(codePointLength(text), JSON.stringify(text)).toBe([...text].length);
    }
  });
});

describe('wellFormed and printable', () => {
  it('replaces lone surrogates by U+FFFD and keeps pairs', () => {
    expect(wellFormed('x\uD800y')).toBe('x\uFFFDy');
    expect(wellFormed('\uDC00😀\uD83D')).toBe('\uFFFD😀\uFFFD');
    expect(wellFormed('😀')).toBe('😀');
  });

  it('printable removes control and bidirectional characters only', () => {
    expect(printable('a\u0000b\u202Ec\u0085d e\u200Bf')).toBe('abcd e\u200Bf');
    expect(printable('+375 29 123-45-67')).toBe('+375 29 123-45-67');
  });
});

describe('singleLine (name, car name, page)', () => {
  it('turns line breaks, tabs, vertical tab and form feed into one space', () => {
    for (const separator of ['\r', '\n', '\r\n', '\u2028', '\u2029', '\u0085', '\t', '\v', '\f', '\n\n\t ']) {
      expect(singleLine(`Иван${separator}Петров`), JSON.stringify(separator)).toBe('Иван Петров');
    }
  });

  it('removes bidirectional controls', () => {
    for (const char of BIDI) expect(singleLine(`ab${char}c`), hex(char)).toBe('abc');
    expect(singleLine('\u202Eevil.exe\u202C')).toBe('evil.exe');
  });

  it('removes zero-width characters, the joiners and the soft hyphen', () => {
    for (const char of [...ZERO_WIDTH, ...JOINERS, '\u00AD']) expect(singleLine(`ab${char}c`), hex(char)).toBe('abc');
    expect(singleLine(FAMILY)).toBe('👨👩👧');
  });

  it('removes every other control character (C0, DEL, C1)', () => {
    for (const char of CONTROLS) expect(singleLine(`ab${char}c`), hex(char)).toBe('abc');
  });

  it('collapses whitespace runs, also those left by removed characters, and trims', () => {
    expect(singleLine('  Анна   \u00A0 Мария  ')).toBe('Анна Мария');
    expect(singleLine('a \u200B b')).toBe('a b');
    expect(singleLine('\u200B a \u202E')).toBe('a');
    expect(singleLine('\u3000a\u2003b\u3000')).toBe('a b');
  });

  it('replaces lone surrogates and keeps astral characters', () => {
    expect(singleLine('x\uD800y')).toBe('x\uFFFDy');
    // Removing a character between two lone halves must not pair them into an emoji.
    expect(singleLine('\uD83D\u200B\uDE00')).toBe('\uFFFD\uFFFD');
    expect(singleLine('😀 Zeekr 𝒜')).toBe('😀 Zeekr 𝒜');
  });

  it('leaves nothing of an invisible-only text, and is idempotent', () => {
    expect(singleLine('\u200B\u202E \u200D\n\t')).toBe('');
    for (const text of ['  a\u200Bb \n c ', '\uD800\u200B x', FAMILY, 'Иван\r\n\u2029Петров\u00AD']) {
      expect(singleLine(singleLine(text)), JSON.stringify(text)).toBe(singleLine(text));
    }
  });
});

describe('multiLine (the message)', () => {
  it('turns every line break into \\n and keeps tabs and blank lines', () => {
    expect(multiLine('a\r\nb\rc\u2028d\u2029e\u0085f\ng')).toBe('a\nb\nc\nd\ne\nf\ng');
    expect(multiLine('a\r\n\r\nb\tc')).toBe('a\n\nb\tc');
  });

  it('removes bidirectional controls', () => {
    for (const char of BIDI) expect(multiLine(`ab${char}c`), hex(char)).toBe('abc');
  });

  it('removes zero-width space, word joiner, byte order mark and Mongolian vowel separator', () => {
    for (const char of ZERO_WIDTH) expect(multiLine(`ab${char}c`), hex(char)).toBe('abc');
  });

  it('keeps the joiners: emoji sequences and Persian text survive', () => {
    expect(multiLine(`Семья ${FAMILY} едет`)).toBe(`Семья ${FAMILY} едет`);
    expect(multiLine('👩🏽\u200D💻 🏳️\u200D🌈')).toBe('👩🏽\u200D💻 🏳️\u200D🌈');
    // "mi-khāham" in Persian is written with a ZWNJ.
    expect(multiLine('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('removes the other control characters, vertical tab and form feed included', () => {
    for (const char of [...CONTROLS, '\v', '\f']) expect(multiLine(`ab${char}c`), hex(char)).toBe('abc');
  });

  it('replaces lone surrogates by U+FFFD', () => {
    expect(multiLine('x\uD800y\uDC00')).toBe('x\uFFFDy\uFFFD');
    expect(multiLine('😀\uD83D')).toBe('😀\uFFFD');
  });

  it('trims, keeps inner spacing, and is idempotent', () => {
    expect(multiLine('\n\n  Привет,\n  мир  \n\n')).toBe('Привет,\n  мир');
    for (const text of ['\r\n a\u200B\r\n', `\uFEFF${FAMILY}\u202E`, 'a\u0000\u2028\u2029b']) {
      expect(multiLine(multiLine(text)), JSON.stringify(text)).toBe(multiLine(text));
    }
  });
});

describe('hasVisibleCharacter', () => {
  it('is false for whitespace and joiners only', () => {
    for (const text of ['', ' ', '\n\t', '\u200D\u200D\n', '\u200C', '\u00A0\u3000']) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('is true as soon as one character shows', () => {
    for (const text of ['a', ' .', '\u200D😀', '\uFFFD', 'й']) expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(true);
  });
});

// The security probe's blank-looking names and hidden text (issue 41, L7).
describe('blank-looking and hidden characters', () => {
  const FILLERS = ['\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800'];
  /** "hidden" in Unicode tag characters: invisible in the chat, readable by a machine. */
  const TAGGED = [...'hidden'].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('');

  it('a name of fillers alone shows nothing, so the schema asks for one', () => {
    for (const filler of FILLERS) {
      expect(singleLine(`${filler}${filler}`), hex(filler)).toBe('');
      expect(hasVisibleCharacter(filler.repeat(3)), hex(filler)).toBe(false);
    }
  });

  it('fillers and tag characters leave a one-line field; the words around them stay', () => {
    expect(singleLine(`Anna\u3164${TAGGED} Ivanova\u2800`)).toBe('Anna Ivanova');
  });

  it('a message loses the tag characters and keeps its text', () => {
    expect(multiLine(`Call me${TAGGED} please`)).toBe('Call me please');
    expect(hasVisibleCharacter(multiLine(TAGGED))).toBe(false);
  });
});
