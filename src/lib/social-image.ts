/**
 * The social (Open Graph) images a shared link shows in Telegram, Viber and WhatsApp (issue 27):
 * one per car and per article in each language, and one site image per language for every other
 * page. They are drawn when the site builds (scripts/build/social-images.ts); this module decides,
 * without drawing, what they are: where each file goes, its size and type, the lines its texts
 * break into and where everything stands. Pure: the rasteriser only draws the scene it gets, so
 * text fitting is tested here with real numbers.
 */
import type { Lang } from '../../shared/lang.js';
import { theme } from '../styles/theme.js';
import type { NewsCategory } from './news.js';

/**
 * 1200×630 (1.91:1) is what Open Graph and Twitter's large card show without cropping. JPEG: a
 * dealer's real photo in a PNG would be several times the size limit, and one type for every
 * image keeps the paths and the tags simple.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;

/** Messengers fetch the picture over a phone's connection, and WhatsApp leaves out large ones. */
export const SOCIAL_IMAGE_MAX_BYTES = 150 * 1024;

/** A page's preview image as its head names it (components/layout/seo.tsx writes the tags). */
export interface HeadImage {
  /** Site path, e.g. `/og/cars/zeekr-001-you.ru.jpg`. */
  src: string;
  width: number;
  height: number;
  /** Its MIME type. */
  type: string;
  /** What it shows, in the page's language. */
  alt: string;
}

/** What an image is of: a car, an article (by its slug, the same in both languages) or the site. */
export type SocialImageSubject = { kind: 'car'; slug: string } | { kind: 'article'; slug: string } | { kind: 'site' };

/** Site path of an image: stable, named by what it shows and its language, e.g. `/og/cars/zeekr-001-you.ru.jpg`. */
export function socialImagePath(subject: SocialImageSubject, lang: Lang): string {
  const file = `${lang}.${SOCIAL_IMAGE.extension}`;
  switch (subject.kind) {
    case 'car':
      return `/og/cars/${subject.slug}.${file}`;
    case 'article':
      return `/og/news/${subject.slug}.${file}`;
    case 'site':
      return `/og/site.${file}`;
  }
}

/**
 * The car's picture on its image: the front three-quarter view, the one that shows a car as a
 * buyer pictures it (the catalogue's cards show the side view, which compares sizes better).
 */
export const SOCIAL_CAR_VIEW = 'exterior-2';

// ---------------------------------------------------------------------------------------------
// Text: words into lines that fit

/** The font's weights the images use (the build loads these and no other). */
export const FONT_WEIGHTS = [400, 600, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** The width in px of `text` set on one line at `size` px and `weight` in the images' font. */
export type Measure = (text: string, size: number, weight: FontWeight) => number;

/** The ellipsis that ends a text cut short. */
export const ELLIPSIS = '…';

/** Spaces a line may break at: every white space but the no-break ones, which the content sets on purpose («191 700 BYN», «800 В»). */
const BREAKING_SPACE = /[^\S\u00a0\u202f]+/u;
/**
 * A one-letter word or a two-letter lower-case one («в», «В», «и», «на», "of", "a") stays with the word
 * after it, as Russian typesetting wants; two capitals are a model's letters (GT, EV), not a preposition.
 */
const SHORT_WORD = /^(?:\p{L}|\p{Ll}{2})$/u;
/** A dash never starts a line. */
const LEADING_DASH = /^[—–]/;

/** The text as the pieces a line may break between: words, each short word joined to the next, a dash to the word before. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let pending: string | null = null;
  for (const word of text.trim().split(BREAKING_SPACE).filter(Boolean)) {
    if (pending === null && units.length > 0 && LEADING_DASH.test(word)) {
      units[units.length - 1] += ` ${word}`;
      continue;
    }
    const unit: string = pending === null ? word : `${pending} ${word}`;
    if (SHORT_WORD.test(word)) pending = unit;
    else {
      units.push(unit);
      pending = null;
    }
  }
  // A short word at the very end joins the word before it.
  if (pending !== null) {
    if (units.length > 0) units[units.length - 1] += ` ${pending}`;
    else units.push(pending);
  }
  return units;
}

/** Greedy: as many units on each line as fit in `maxWidth`; a unit wider than that stands alone on its line. */
export function wrapLines(units: readonly string[], maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const candidate = line ? `${line} ${unit}` : unit;
    if (!line || widthOf(candidate) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = unit;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * As few lines as greedy wrapping gives, made as even as they can be (CSS `text-wrap: balance`):
 * the narrowest width that still needs no more lines. «Zeekr 007 GT RWD / Smart Driving» rather
 * than «Zeekr 007 GT RWD Smart / Driving».
 */
export function balancedLines(units: readonly string[], maxWidth: number, widthOf: (text: string) => number): string[] {
  const greedy = wrapLines(units, maxWidth, widthOf);
  if (greedy.length < 2) return greedy;
  let fits = maxWidth;
  let tooNarrow = Math.max(0, ...units.map(widthOf)) - 1;
  while (fits - tooNarrow > 1) {
    const width = Math.floor((fits + tooNarrow) / 2);
    if (wrapLines(units, width, widthOf).length <= greedy.length) fits = width;
    else tooNarrow = width;
  }
  return wrapLines(units, fits, widthOf);
}

/** How a text may be set: its weight, the sizes to try (largest first), its line height and how many lines it may take. */
export interface TextStyle {
  weight: FontWeight;
  sizes: readonly number[];
  /** Line height as a multiple of the size. */
  leading: number;
  maxLines: number;
  /** Even lines (headings); otherwise greedy. */
  balance?: boolean;
}

export interface FittedText {
  lines: string[];
  size: number;
  weight: FontWeight;
  /** Line height in px. */
  lineHeight: number;
  /** The text did not fit even at the smallest size: its last line ends with an ellipsis. */
  truncated: boolean;
}

/** A line cut to fit `maxWidth` with an ellipsis after the last whole word (or letter) that fits. */
export function cutWithEllipsis(text: string, maxWidth: number, widthOf: (text: string) => number): string {
  const ended = (head: string) => `${head.replace(/[\s,.:;!?—–-]+$/u, '')}${ELLIPSIS}`;
  let head = text;
  while (head && widthOf(ended(head)) > maxWidth) {
    const lastSpace = head.search(/\s\S*$/u);
    head = lastSpace > 0 ? head.slice(0, lastSpace) : [...head].slice(0, -1).join('');
  }
  return ended(head);
}

/**
 * The largest size at which the text fits the box in at most `maxLines` lines (and as many as the
 * box's height takes); at the smallest size, what fits, cut with an ellipsis. Never wider than the box.
 */
export function fitText(text: string, box: { width: number; height?: number }, style: TextStyle, measure: Measure): FittedText {
  const units = breakUnits(text);
  const linesAt = (size: number) => {
    const byHeight = box.height === undefined ? Infinity : Math.floor(box.height / (size * style.leading));
    return Math.min(style.maxLines, byHeight);
  };
  for (const size of style.sizes) {
    const widthOf = (line: string) => measure(line, size, style.weight);
    const lines = wrapLines(units, box.width, widthOf);
    if (lines.length <= linesAt(size) && lines.every((line) => widthOf(line) <= box.width)) {
      return {
        lines: style.balance ? balancedLines(units, box.width, widthOf) : lines,
        size,
        weight: style.weight,
        lineHeight: size * style.leading,
        truncated: false,
      };
    }
  }
  const size = style.sizes[style.sizes.length - 1]!;
  const widthOf = (line: string) => measure(line, size, style.weight);
  const all = wrapLines(units, box.width, widthOf);
  const count = Math.max(1, linesAt(size));
  const kept = all.slice(0, count - 1).map((line) => (widthOf(line) <= box.width ? line : cutWithEllipsis(line, box.width, widthOf)));
  kept.push(cutWithEllipsis(all.slice(count - 1).join(' '), box.width, widthOf));
  return { lines: kept, size, weight: style.weight, lineHeight: size * style.leading, truncated: true };
}

// ---------------------------------------------------------------------------------------------
// The scene: what stands where

export interface SceneText extends FittedText {
  x: number;
  /** Top of the first line's box. */
  y: number;
  color: string;
}

/** A filled rounded rectangle (a price's or a category's pill, the site picture's panel). */
export interface SceneBox {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  fill: string;
}

export interface SceneFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** `cover` crops a car's 3:2 picture to the frame; `contain` keeps the whole site picture. */
  fit: 'cover' | 'contain';
}

/** Everything one image shows: drawn in order, the background, the boxes, the texts, then the picture and the logo on top. */
export interface SocialScene {
  background: { from: string; to: string };
  boxes: SceneBox[];
  texts: SceneText[];
  picture: SceneFrame;
  logo: { x: number; y: number; size: number };
}

/** What a car's image says: the dealer, the car's name and price as its page writes them, the site's host. */
export interface CarCardText {
  kind: 'car';
  dealer: string;
  name: string;
  price: string;
  host: string;
  /** What the image says under a drawing (nothing under a photo), as the pages note one. */
  illustration: string;
}

/** What an article's image says: its category in the language, its title, the dealer and host. */
export interface ArticleCardText {
  kind: 'article';
  dealer: string;
  category: NewsCategory;
  categoryName: string;
  title: string;
  host: string;
  illustration: string;
}

/** What the site image says: the dealer, what it sells, and the makers. */
export interface SiteCardText {
  kind: 'site';
  dealer: string;
  tagline: string;
  makers: string;
}

export type SocialCardText = CarCardText | ArticleCardText | SiteCardText;

const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE;
const MARGIN_X = 64;
const MARGIN_Y = 56;
/** Between the text column and the picture. */
const GUTTER = 40;
const LOGO = { x: MARGIN_X, y: MARGIN_Y, size: 48 };
const COLOURS = {
  from: theme.color.heroFrom,
  to: theme.color.heroTo,
  text: theme.color.onHero,
  muted: theme.color.onHeroMuted,
  pill: theme.color.onHero,
  onPill: theme.color.primary,
  onBadge: theme.color.onPrimary,
  panel: theme.color.surface,
};

const DEALER_STYLE: TextStyle = { weight: 600, sizes: [28, 26, 24, 22], leading: 1.2, maxLines: 1 };
const HOST_STYLE: TextStyle = { weight: 400, sizes: [24, 22, 20], leading: 1.2, maxLines: 1 };
export const CAR_NAME_STYLE: TextStyle = { weight: 700, sizes: [64, 58, 52, 46, 40], leading: 1.1, maxLines: 3, balance: true };
const PRICE_STYLE: TextStyle = { weight: 700, sizes: [40, 36, 32], leading: 1.2, maxLines: 1 };
const CATEGORY_STYLE: TextStyle = { weight: 600, sizes: [24, 22], leading: 1.2, maxLines: 1 };
export const ARTICLE_TITLE_STYLE: TextStyle = { weight: 700, sizes: [54, 50, 46, 42, 38, 34], leading: 1.16, maxLines: 5, balance: true };
const SITE_NAME_STYLE: TextStyle = { weight: 700, sizes: [60, 54, 48, 42], leading: 1.1, maxLines: 1 };
const TAGLINE_STYLE: TextStyle = { weight: 600, sizes: [36, 32, 28], leading: 1.2, maxLines: 2, balance: true };
const MAKERS_STYLE: TextStyle = { weight: 400, sizes: [28, 26, 24], leading: 1.2, maxLines: 1 };
const NOTE_STYLE: TextStyle = { weight: 400, sizes: [20, 18], leading: 1.2, maxLines: 1 };

/** Car pictures are 3:2 (src/lib/pictures.ts PICTURE_SIZE). */
const CAR_FRAME = { width: 600, height: 400 };
const ARTICLE_FRAME = { width: 480, height: 320 };
/** Pills: padding around their text, and their corners. */
const PILL = { x: 22, y: 10, radius: 999 };
const BADGE = { x: 18, y: 8, radius: 999 };
const GAP = { afterName: 28, afterBadge: 24, note: 8 };

const heightOf = (text: FittedText) => text.lines.length * text.lineHeight;

/** The dealer's name beside the logo, and the site's host at the bottom: every car and article image has them. */
function frameTexts(dealer: string, host: string, measure: Measure, columnWidth: number): { dealer: SceneText; host: SceneText } {
  const dealerX = LOGO.x + LOGO.size + 16;
  const dealerText = fitText(dealer, { width: WIDTH - MARGIN_X - dealerX }, DEALER_STYLE, measure);
  const hostText = fitText(host, { width: columnWidth }, HOST_STYLE, measure);
  return {
    dealer: { ...dealerText, x: dealerX, y: LOGO.y + (LOGO.size - heightOf(dealerText)) / 2, color: COLOURS.muted },
    host: { ...hostText, x: MARGIN_X, y: HEIGHT - MARGIN_Y - heightOf(hostText), color: COLOURS.muted },
  };
}

/** Between the logo row and the host: where the main texts are centred. */
const MIDDLE = { top: LOGO.y + LOGO.size + 32, bottom: HEIGHT - MARGIN_Y - 30 - 32 };

/** A text in a pill: the pill's box and the text placed inside it. */
function pill(
  text: FittedText,
  x: number,
  y: number,
  padding: { x: number; y: number; radius: number },
  fill: string,
  color: string,
  measure: Measure,
) {
  const textWidth = Math.max(...text.lines.map((line) => measure(line, text.size, text.weight)));
  const box: SceneBox = {
    x,
    y,
    width: Math.ceil(textWidth + 2 * padding.x),
    height: heightOf(text) + 2 * padding.y,
    radius: padding.radius,
    fill,
  };
  return { box, text: { ...text, x: x + padding.x, y: y + padding.y, color } };
}

/** The note under a drawing, left-aligned with it; nothing under a photo. */
function drawingNote(text: string, frame: SceneFrame, measure: Measure, drawing: boolean): SceneText[] {
  if (!drawing) return [];
  const note = fitText(text, { width: frame.width }, NOTE_STYLE, measure);
  return [{ ...note, x: frame.x, y: frame.y + frame.height + GAP.note, color: COLOURS.muted }];
}

function carScene(card: CarCardText, measure: Measure, drawing: boolean): SocialScene {
  const picture: SceneFrame = {
    ...CAR_FRAME,
    x: WIDTH - MARGIN_X - CAR_FRAME.width,
    y: (HEIGHT - CAR_FRAME.height) / 2,
    radius: 24,
    fit: 'cover',
  };
  const column = picture.x - GUTTER - MARGIN_X;
  const { dealer, host } = frameTexts(card.dealer, card.host, measure, column);
  const priceText = fitText(card.price, { width: column - 2 * PILL.x }, PRICE_STYLE, measure);
  const priceHeight = heightOf(priceText) + 2 * PILL.y;
  const name = fitText(
    card.name,
    { width: column, height: MIDDLE.bottom - MIDDLE.top - GAP.afterName - priceHeight },
    CAR_NAME_STYLE,
    measure,
  );
  const top = MIDDLE.top + (MIDDLE.bottom - MIDDLE.top - (heightOf(name) + GAP.afterName + priceHeight)) / 2;
  const price = pill(priceText, MARGIN_X, top + heightOf(name) + GAP.afterName, PILL, COLOURS.pill, COLOURS.onPill, measure);
  return {
    background: { from: COLOURS.from, to: COLOURS.to },
    boxes: [price.box],
    texts: [
      dealer,
      { ...name, x: MARGIN_X, y: top, color: COLOURS.text },
      price.text,
      host,
      ...drawingNote(card.illustration, picture, measure, drawing),
    ],
    picture,
    logo: LOGO,
  };
}

function articleScene(card: ArticleCardText, measure: Measure, drawing: boolean): SocialScene {
  const picture: SceneFrame = {
    ...ARTICLE_FRAME,
    x: WIDTH - MARGIN_X - ARTICLE_FRAME.width,
    y: (HEIGHT - ARTICLE_FRAME.height) / 2,
    radius: 24,
    fit: 'cover',
  };
  const column = picture.x - GUTTER - MARGIN_X;
  const { dealer, host } = frameTexts(card.dealer, card.host, measure, column);
  const categoryText = fitText(card.categoryName, { width: column - 2 * BADGE.x }, CATEGORY_STYLE, measure);
  const badgeHeight = heightOf(categoryText) + 2 * BADGE.y;
  const title = fitText(
    card.title,
    { width: column, height: MIDDLE.bottom - MIDDLE.top - badgeHeight - GAP.afterBadge },
    ARTICLE_TITLE_STYLE,
    measure,
  );
  const top = MIDDLE.top + (MIDDLE.bottom - MIDDLE.top - (badgeHeight + GAP.afterBadge + heightOf(title))) / 2;
  const badge = pill(categoryText, MARGIN_X, top, BADGE, theme.color.newsCategory[card.category], COLOURS.onBadge, measure);
  return {
    background: { from: COLOURS.from, to: COLOURS.to },
    boxes: [badge.box],
    texts: [
      dealer,
      badge.text,
      { ...title, x: MARGIN_X, y: top + badgeHeight + GAP.afterBadge, color: COLOURS.text },
      host,
      ...drawingNote(card.illustration, picture, measure, drawing),
    ],
    picture,
    logo: LOGO,
  };
}

/** The site image: the logo and the dealer's name large, what it sells, and the catalogue's cars side by side below. */
function siteScene(card: SiteCardText, measure: Measure): SocialScene {
  const logo = { x: MARGIN_X, y: MARGIN_Y, size: 64 };
  const nameX = logo.x + logo.size + 20;
  const name = fitText(card.dealer, { width: WIDTH - MARGIN_X - nameX }, SITE_NAME_STYLE, measure);
  const column = WIDTH - 2 * MARGIN_X;
  const tagline = fitText(card.tagline, { width: column }, TAGLINE_STYLE, measure);
  const makers = fitText(card.makers, { width: column }, MAKERS_STYLE, measure);
  const taglineY = logo.y + logo.size + 24;
  const makersY = taglineY + heightOf(tagline) + 8;
  const panelY = Math.round(makersY + heightOf(makers) + 28);
  const panel: SceneBox = { x: MARGIN_X, y: panelY, width: column, height: HEIGHT - 40 - panelY, radius: 24, fill: COLOURS.panel };
  return {
    background: { from: COLOURS.from, to: COLOURS.to },
    boxes: [panel],
    texts: [
      { ...name, x: nameX, y: logo.y + (logo.size - heightOf(name)) / 2, color: COLOURS.text },
      { ...tagline, x: MARGIN_X, y: taglineY, color: COLOURS.text },
      { ...makers, x: MARGIN_X, y: makersY, color: COLOURS.muted },
    ],
    picture: { x: panel.x + 16, y: panel.y + 12, width: panel.width - 32, height: panel.height - 24, radius: 0, fit: 'contain' },
    logo,
  };
}

/**
 * The scene of one image. `drawing`: its picture is a drawing, not a dealer's photo (a car's and an
 * article's image then say so; the site image's line-up is always drawn, and its alt text says so).
 */
export function socialScene(card: SocialCardText, measure: Measure, { drawing }: { drawing: boolean }): SocialScene {
  switch (card.kind) {
    case 'car':
      return carScene(card, measure, drawing);
    case 'article':
      return articleScene(card, measure, drawing);
    case 'site':
      return siteScene(card, measure);
  }
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/**
 * What would look wrong in a scene: a text, the picture or the logo off the image, or a text on
 * the picture, the logo or another text. The build refuses such an image; none is expected.
 */
export function sceneProblems(scene: SocialScene, measure: Measure): string[] {
  const canvas = { x: 0, y: 0, width: WIDTH, height: HEIGHT };
  const texts = scene.texts.map((text) => ({
    name: JSON.stringify(text.lines.join(' ')),
    x: text.x,
    y: text.y,
    width: Math.max(...text.lines.map((line) => measure(line, text.size, text.weight))),
    height: heightOf(text),
  }));
  const logo = { name: 'the logo', x: scene.logo.x, y: scene.logo.y, width: scene.logo.size, height: scene.logo.size };
  const picture = { name: 'the picture', ...scene.picture };
  const problems = [...texts, logo, picture].filter((rect) => !within(rect, canvas)).map((rect) => `${rect.name} is off the image`);
  for (const [index, text] of texts.entries()) {
    for (const other of [picture, logo, ...texts.slice(index + 1)]) {
      if (overlaps(text, other)) problems.push(`${text.name} overlaps ${other.name}`);
    }
  }
  return problems;
}

/** Every text an image of this card can show, for the rasteriser to learn the widths of their letters first. */
export function cardStrings(card: SocialCardText): string[] {
  const texts =
    card.kind === 'car'
      ? [card.name, card.price, card.host, card.illustration]
      : card.kind === 'article'
        ? [card.title, card.categoryName, card.host, card.illustration]
        : [card.tagline, card.makers];
  return [card.dealer, ...texts, ELLIPSIS];
}
