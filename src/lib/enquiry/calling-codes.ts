/**
 * Country calling codes (ITU-T E.164, as assigned to countries and territories; not the global services
 * such as +800 or +881), for the phone rule (phone.ts): a number after + must start with one of them,
 * so «+999 123456789» is refused rather than promised a call. The codes are prefix-free: a number
 * starts with at most one of them.
 *
 * Where buyers in Minsk most often have a second number (the CIS, the neighbours, China), the length of
 * the national number is known and checked exactly, so «+7 916 123» (Russia, 7 digits of 10) is refused too.
 */
const ASSIGNED = (
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 ' +
  '81 82 84 86 90 91 92 93 94 95 98 ' +
  '211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 ' +
  '240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 ' +
  '266 267 268 269 290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 ' +
  '376 377 378 379 380 381 382 383 385 386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 ' +
  '590 591 592 593 594 595 596 597 598 599 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 ' +
  '687 688 689 690 691 692 850 852 853 855 856 880 886 960 961 962 963 964 965 966 967 968 970 971 972 ' +
  '973 974 975 976 977 992 993 994 995 996 998'
).split(' ');

/** National number lengths (digits after the country code) where they are fixed. */
const NATIONAL_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  '7': [10], // Russia, Kazakhstan
  '380': [9], // Ukraine
  '48': [9], // Poland
  '370': [8], // Lithuania
  '371': [8], // Latvia
  '372': [7, 8], // Estonia
  '373': [8], // Moldova
  '374': [8], // Armenia
  '994': [9], // Azerbaijan
  '995': [9], // Georgia
  '992': [9], // Tajikistan
  '993': [8], // Turkmenistan
  '996': [9], // Kyrgyzstan
  '998': [9], // Uzbekistan
  '86': [10, 11], // China: mobiles 11, fixed lines 10-11 with the area code
  '1': [10], // the North American Numbering Plan
};

/**
 * How a national number may start, where the table above knows its length: never with 0 (the trunk prefix is
 * not part of it), in Russia with 3, 4, 8 or 9 and in Kazakhstan with 7 (area and mobile codes; no 6xx code is assigned under +7), in North America with 2-9.
 */
const NATIONAL_FIRST: Readonly<Record<string, RegExp>> = { '7': /^[34789]/, '1': /^[2-9]/ };

/** Whether a national number may start as it does, for a code whose lengths are known. */
export function nationalStartValid(code: string, national: string): boolean {
  return (NATIONAL_FIRST[code] ?? /^[1-9]/).test(national);
}

/** The country code a number's digits start with, or null when none is assigned. */
export function callingCode(digits: string): string | null {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (ASSIGNED.includes(code)) return code;
  }
  return null;
}

/** The national number's allowed lengths for a code, or null when they vary (only the overall length is checked). */
export function nationalLengths(code: string): readonly number[] | null {
  return NATIONAL_LENGTHS[code] ?? null;
}
