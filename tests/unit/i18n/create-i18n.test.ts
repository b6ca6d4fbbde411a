/** The strings that name the catalogue's makers, filled in from the shell's words (src/i18n/index.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from '../../../content/files.js';
import { loadStrings } from '../../../locales/index.js';
import { createI18n } from '../../../src/i18n/index.js';
import { makerWords, type MakerLists } from '../../../src/lib/shell.js';

const FOUR: Record<'ru' | 'en', MakerLists> = {
  ru: {
    makers: ['Lixiang', 'Xiaomi', 'Zeekr', 'Avatr'],
    makerNames: ['Li Auto (Lixiang)', 'Xiaomi', 'Zeekr', 'Avatr'],
    makerShortNames: ['Li Auto', 'Xiaomi', 'Zeekr', 'Avatr'],
  },
  en: {
    makers: ['Lixiang', 'Xiaomi', 'Zeekr', 'Avatr'],
    makerNames: ['Li Auto', 'Xiaomi', 'Zeekr', 'Avatr'],
    makerShortNames: ['Li Auto', 'Xiaomi', 'Zeekr', 'Avatr'],
  },
};
const withVoyah = (words: MakerLists): MakerLists => ({
  makers: [...words.makers, 'Voyah'],
  makerNames: [...words.makerNames, 'Voyah'],
  makerShortNames: [...words.makerShortNames, 'Voyah'],
});

const t = (lang: 'ru' | 'en', makers: MakerLists = FOUR[lang]) =>
  createI18n(lang, loadStrings(lang, ['home', 'catalog', 'about', 'maintenance']), makerWords(lang, makers)).t;

describe('strings that list the makers', () => {
  it('read as they did when the four makers were written into them', () => {
    expect(t('ru')('home:seo.title')).toBe(
      'Электромобили и гибриды в Минске\u00a0— Li Auto (Lixiang), Xiaomi, Zeekr и Avatr | ЭлектроМоторс',
    );
    expect(t('en')('home:seo.title')).toBe('Electric and hybrid cars in Minsk — Li Auto, Xiaomi, Zeekr and Avatr | ElectroMotors');
    expect(t('ru')('home:hero.subtitle')).toBe('Li Auto (Lixiang), Xiaomi, Zeekr и Avatr\u00a0— в наличии и под заказ');
    expect(t('en')('home:hero.subtitle')).toBe('Li Auto, Xiaomi, Zeekr and Avatr — in stock and to order');
    expect(t('ru')('maintenance:services.intro')).toMatch(
      /^Обслуживаем электромобили и гибриды Li Auto \(Lixiang\), Xiaomi, Zeekr и Avatr\. /,
    );
    expect(t('en')('maintenance:services.intro')).toMatch(/^We service Li Auto, Xiaomi, Zeekr and Avatr electric and hybrid cars\. /);
    expect(t('en')('about:hero.text')).toContain('today that means an electric or hybrid car from Li Auto, Xiaomi, Zeekr and Avatr.');
  });

  it('name Li Auto as the copy does, where the page says what the catalogue holds (DECISIONS 30)', () => {
    expect(t('ru')('home:about.cars')).toContain('Li Auto (Lixiang), Xiaomi, Zeekr и Avatr.');
  });

  it('keep a short word with the next in the tied list', () => {
    expect(makerWords('ru', FOUR.ru).makersTied).toBe('Lixiang, Xiaomi, Zeekr и\u00a0Avatr');
  });

  it('list a fifth maker the same way', () => {
    expect(t('ru', withVoyah(FOUR.ru))('home:hero.subtitle')).toBe(
      'Li Auto (Lixiang), Xiaomi, Zeekr, Avatr и Voyah\u00a0— в наличии и под заказ',
    );
    expect(t('en', withVoyah(FOUR.en))('home:seo.title')).toContain('— Li Auto, Xiaomi, Zeekr, Avatr and Voyah |');
  });
});

describe('strings that count the cars', () => {
  it('say how many there are, in the right Russian form', () => {
    const ru = t('ru');
    expect(ru('home:seo.description', { count: 40 })).toBe(
      'Электромобили и гибриды Li Auto (Lixiang), Xiaomi, Zeekr и Avatr в Минске: 40 автомобилей в наличии и под заказ, цены в BYN и USD, гарантия, сервис, лизинг и трейд-ин.',
    );
    expect(ru('home:seo.description', { count: 41 })).toContain(': 41 автомобиль в наличии');
    expect(ru('home:seo.description', { count: 42 })).toContain(': 42 автомобиля в наличии');
    expect(ru('catalog:seo.description', { count: 40 })).toMatch(
      /^Каталог из 40 электромобилей и гибридов Li Auto \(Lixiang\), Xiaomi, Zeekr и Avatr: /,
    );
    expect(ru('catalog:seo.description', { count: 41 })).toMatch(/^Каталог из 41 электромобиля и гибрида /);
  });

  it('and in English', () => {
    expect(t('en')('catalog:seo.description', { count: 40 })).toMatch(/^40 Li Auto, Xiaomi, Zeekr and Avatr electric and hybrid cars: /);
    expect(t('en')('home:seo.description', { count: 41 })).toContain(': 41 cars in stock');
  });
});

describe('years in strings', () => {
  it.each(['ru', 'en'] as const)('%s: a year interpolated into a string keeps its digits, never grouped like a number', (lang) => {
    const text = createI18n(lang, loadStrings(lang, ['car', 'about', 'common'])).t;
    expect(text('car:summary', { year: 2026, body: 'b', powertrain: 'p' })).toBe('2026 · b · p');
    expect(text('about:seo.title', { foundedYear: 1996 })).toContain('1996');
    expect(text('common:footer.rights', { year: 2026, name: 'N' })).toContain('© 2026 N');
  });

  it('no string formats a year as a number ({{year, number}})', () => {
    for (const lang of ['ru', 'en'] as const) {
      const all = readdirSync(join(LOCALES_DIR, lang)).map((file) => readFileSync(join(LOCALES_DIR, lang, file), 'utf8'));
      expect(all.join('\n').match(/\{\{\s*\w*year\w*\s*,[^}]*\}\}/gi) ?? []).toEqual([]);
    }
  });
});
