/** Search that forgives the keyboard layout: "зикр 001", "су7", "Zeekr" all find what a person means. */

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  return [...text].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * Every word of the query must appear in the haystack, as typed or transliterated
 * from Cyrillic (so "су7" finds "SU7"). An empty query matches everything.
 */
export function matchesSearch(haystack: string, query: string): boolean {
  const text = normalizeSearch(haystack);
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  return words.every((word) => text.includes(word) || text.includes(transliterate(word)));
}

/** Natural order for names: "Zeekr 7X" before "Zeekr 001"? No: digits compare as numbers, so 001 (1) < 7. */
export function compareNatural(a: string, b: string): number {
  const chunk = /(\d+|\D+)/g;
  const left = a.toLowerCase().match(chunk) ?? [];
  const right = b.toLowerCase().match(chunk) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
    if (bothNumbers) return Number(x) - Number(y) || x.length - y.length;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
