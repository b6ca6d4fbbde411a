/** What the social images say and where (src/lib/social-image.ts): paths, lines that fit, and the scenes. */
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TITLE_STYLE,
  CAR_NAME_STYLE,
  ELLIPSIS,
  SOCIAL_IMAGE,
  balancedLines,
  breakUnits,
  cardStrings,
  cutWithEllipsis,
  fitText,
  socialImagePath,
  sceneProblems,
  socialScene,
  wrapLines,
  type Measure,
  type SocialCardText,
} from '../../../src/lib/social-image.js';

/** A font whose every letter (and space) is half as wide as the size: widths are easy to count. */
const mono: Measure = (text, size) => ([...text].length * size) / 2;
const at = (size: number) => (text: string) => mono(text, size, 700);

describe('socialImagePath', () => {
  it('names each file by what it shows and its language, under /og/', () => {
    expect(socialImagePath({ kind: 'car', slug: 'zeekr-001-you' }, 'ru')).toBe('/og/cars/zeekr-001-you.ru.jpg');
    expect(socialImagePath({ kind: 'article', slug: 'winter-ev-minsk' }, 'en')).toBe('/og/news/winter-ev-minsk.en.jpg');
    expect(socialImagePath({ kind: 'site' }, 'ru')).toBe('/og/site.ru.jpg');
  });

  it('is a 1200×630 JPEG', () => {
    expect(SOCIAL_IMAGE).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
  });
});

describe('breakUnits', () => {
  it('keeps a one- or two-letter word with the next, as Russian typesetting wants', () => {
    expect(breakUnits('Электромобиль с генератором (EREV): как он устроен и когда он удобнее в Беларуси')).toEqual([
      'Электромобиль',
      'с генератором',
      '(EREV):',
      'как',
      'он устроен',
      'и когда',
      'он удобнее',
      'в Беларуси',
    ]);
    expect(breakUnits('who needs a track saloon')).toEqual(['who', 'needs', 'a track', 'saloon']);
    expect(breakUnits('В Минске и области')).toEqual(['В Минске', 'и области']);
  });

  it('never breaks at a no-break space, nor before a dash; capitals (GT, L9) are words of their own', () => {
    expect(breakUnits('от 191\u00a0700\u00a0BYN')).toEqual(['от 191\u00a0700\u00a0BYN']);
    expect(breakUnits('Li Auto — это L9 GT')).toEqual(['Li', 'Auto —', 'это', 'L9', 'GT']);
  });

  it('joins a short word at the end to the word before', () => {
    expect(breakUnits('что выбрать и')).toEqual(['что', 'выбрать и']);
  });
});

describe('wrapLines and balancedLines', () => {
  const units = breakUnits('Zeekr 007 GT RWD Smart Driving');

  it('greedy wrapping fills each line: at 20 px, 24 letters wide', () => {
    expect(wrapLines(units, 240, at(20))).toEqual(['Zeekr 007 GT RWD Smart', 'Driving']);
  });

  it('balanced wrapping takes as many lines, as even as they come', () => {
    expect(balancedLines(units, 240, at(20))).toEqual(['Zeekr 007 GT RWD', 'Smart Driving']);
  });

  it('a word wider than the line stands alone, for the fitter to shrink', () => {
    expect(wrapLines(['Sehr', 'Elektromobilitätsgesetz'], 100, at(20))).toEqual(['Sehr', 'Elektromobilitätsgesetz']);
  });
});

describe('fitText', () => {
  const style = { weight: 700, sizes: [60, 50, 40], leading: 1.2, maxLines: 2 } as const;

  it('takes the largest size at which the text fits the lines it may take', () => {
    // 400 px hold 13 letters at 60 px (three lines), 16 at 50 px: two lines.
    const fitted = fitText('Zeekr 007 GT RWD Smart Driving', { width: 400 }, style, mono);
    expect(fitted).toMatchObject({ size: 50, lines: ['Zeekr 007 GT RWD', 'Smart Driving'], lineHeight: 60, truncated: false });
  });

  it('takes no more lines than the box is high', () => {
    // 100 px high take one line of 60 px at 50 px, two of 48 px at 40 px; 95 px take one of either.
    expect(fitText('Zeekr 007 GT RWD Smart Driving', { width: 400, height: 100 }, style, mono)).toMatchObject({
      size: 40,
      truncated: false,
    });
    expect(fitText('Zeekr 007 GT RWD Smart Driving', { width: 400, height: 95 }, style, mono)).toMatchObject({
      size: 40,
      lines: ['Zeekr 007 GT RWD…'],
      truncated: true,
    });
  });

  it('a text too long at the smallest size ends its last line with an ellipsis, within the width', () => {
    const title = 'CLTC и WLTP: почему китайский запас хода больше и как читать его на нашем сайте';
    const fitted = fitText(title, { width: 300 }, style, mono);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
    for (const line of fitted.lines) expect(at(40)(line)).toBeLessThanOrEqual(300);
    // 15 letters a line at 40 px: «китайский» does not fit after «почему».
    expect(fitted.lines).toEqual(['CLTC и WLTP:', 'почему…']);
  });

  it('cuts after the last whole word that fits, without the punctuation before the ellipsis', () => {
    expect(cutWithEllipsis('Xiaomi SU7 Ultra: что он добавляет', 220, at(20))).toBe('Xiaomi SU7 Ultra: что…');
    expect(cutWithEllipsis('Xiaomi SU7 Ultra: что он добавляет', 200, at(20))).toBe('Xiaomi SU7 Ultra…');
    // A single word too long for the line loses letters.
    expect(cutWithEllipsis('Электромобильность', 100, at(20))).toBe('Электромо…');
  });
});

const DRAWN = { drawing: true };

const cards: SocialCardText[] = [
  {
    kind: 'car',
    dealer: 'ЭлектроМоторс Минск',
    name: 'Zeekr 007 GT RWD Smart Driving',
    price: '136\u00a0500\u00a0BYN',
    host: 'ev-dealer.example',
    illustration: 'Иллюстрация',
  },
  {
    kind: 'article',
    dealer: 'ЭлектроМоторс Минск',
    category: 'technology',
    categoryName: 'Технологии',
    // Longer than any title yet, twice over.
    title: 'Электромобиль с генератором (EREV): как он устроен и когда он удобнее в Беларуси. '.repeat(3).trim(),
    host: 'ev-dealer.example',
    illustration: 'Иллюстрация',
  },
  { kind: 'site', dealer: 'ElectroMotors Minsk', tagline: 'Electric and hybrid cars in Minsk', makers: 'Lixiang, Xiaomi, Zeekr, Avatr' },
];

describe.each(cards)('socialScene: $kind', (card) => {
  const scene = socialScene(card, mono, DRAWN);

  it('keeps every text, the picture and the logo on the image, apart from one another', () => {
    expect(sceneProblems(scene, mono)).toEqual([]);
  });

  it('shows each text the card gives, in full or cut with an ellipsis', () => {
    const shown = scene.texts.map((text) => ({ text: text.lines.join(' '), truncated: text.truncated }));
    for (const text of cardStrings(card).filter((text) => text !== ELLIPSIS)) {
      const found = shown.some((line) => line.text === text || (line.truncated && text.startsWith(line.text.slice(0, -ELLIPSIS.length))));
      expect(found, text).toBe(true);
    }
  });

  it('puts a pill behind the price or the category, around its text', () => {
    if (card.kind === 'site') return expect(scene.boxes).toHaveLength(1);
    const label = scene.texts.find((text) => text.lines.join(' ') === (card.kind === 'car' ? card.price : card.categoryName))!;
    const box = scene.boxes[0]!;
    const width = mono(label.lines[0]!, label.size, label.weight);
    expect(label.x).toBeGreaterThan(box.x);
    expect(label.y).toBeGreaterThan(box.y);
    expect(label.x + width).toBeLessThan(box.x + box.width);
    expect(label.y + label.lineHeight).toBeLessThan(box.y + box.height);
  });
});

describe('the note under a drawing', () => {
  it('says it is one, under the picture, and goes once a photo takes its place; the site image has none', () => {
    for (const card of cards.slice(0, 2)) {
      const drawn = socialScene(card, mono, { drawing: true });
      const photo = socialScene(card, mono, { drawing: false });
      const note = drawn.texts.find((text) => text.lines.join(' ') === 'Иллюстрация')!;
      expect(note.y).toBeGreaterThan(drawn.picture.y + drawn.picture.height);
      expect(note.x).toBe(drawn.picture.x);
      expect(photo.texts).toEqual(drawn.texts.filter((text) => text !== note));
    }
    expect(socialScene(cards[2]!, mono, { drawing: true }).texts).toEqual(socialScene(cards[2]!, mono, { drawing: false }).texts);
  });
});

describe('sceneProblems', () => {
  it('tells a text on the picture, and one off the image', () => {
    const scene = socialScene(cards[0]!, mono, DRAWN);
    const name = scene.texts[1]!;
    expect(sceneProblems({ ...scene, texts: [{ ...name, x: 1000 }] }, mono)).toEqual([
      `"Zeekr 007 GT RWD Smart Driving" is off the image`,
      `"Zeekr 007 GT RWD Smart Driving" overlaps the picture`,
    ]);
  });
});

describe('the car and article scenes', () => {
  it('set a long name in up to three balanced lines, a long title in up to five', () => {
    const car = socialScene(cards[0]!, mono, DRAWN).texts[1]!;
    expect(car.lines.length).toBeLessThanOrEqual(CAR_NAME_STYLE.maxLines);
    const title = socialScene(cards[1]!, mono, DRAWN).texts[2]!;
    expect(title.lines.length).toBeLessThanOrEqual(ARTICLE_TITLE_STYLE.maxLines);
    expect(title.truncated).toBe(true);
    expect(title.size).toBe(ARTICLE_TITLE_STYLE.sizes.at(-1));
  });

  it('take their colours from the theme: the category pill in its category colour', async () => {
    const { theme } = await import('../../../src/styles/theme.js');
    const scene = socialScene(cards[1]!, mono, DRAWN);
    expect(scene.boxes[0]!.fill).toBe(theme.color.newsCategory.technology);
    expect(scene.background).toEqual({ from: theme.color.heroFrom, to: theme.color.heroTo });
  });
});
