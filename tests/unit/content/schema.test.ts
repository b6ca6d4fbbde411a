import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { localizedText } from '../../../content/schema.js';

describe('text in both languages', () => {
  it('refuses a stray key: an unquoted comma in a YAML flow map would otherwise cut the text silently', () => {
    const unquoted = parse('{ ru: ул. Примерная, 1 (пример), en: 1 Primernaya St }') as unknown;
    const result = localizedText.safeParse(unquoted);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(localizedText.parse(parse("{ ru: 'ул. Примерная, 1 (пример)', en: 1 Primernaya St }"))).toEqual({
      ru: 'ул. Примерная, 1 (пример)',
      en: '1 Primernaya St',
    });
  });
});
