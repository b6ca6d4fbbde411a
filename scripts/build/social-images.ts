/**
 * Draws the social images into dist/ (issue 27): for each card of src/app/build/social-cards.ts,
 * the scene src/lib/social-image.ts lays out. satori sets the texts in Inter, from the font files
 * of the @fontsource/inter package (its Latin and Cyrillic subsets), as outlines in an SVG; sharp
 * rasterises it and lays the card's picture and the logo on top. The picture is found as every
 * page finds it (content/cars.ts): a photo uploaded in the editor or dropped beside a drawing replaces it here too.
 *
 * Why satori rather than sharp's own text: sharp sets text through Pango and fontconfig, which
 * silently fell back to the machine's DejaVu when given fontsource's subset files, so the letters
 * would depend on the machine; satori draws only the fonts it is given, and a letter none of them
 * has fails the build (missingLetters) instead of printing a box.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { PUBLIC_DIR } from '../../content/files.js';
import { isDrawing } from '../../shared/picture-views.js';
import type { SocialCard } from '../../src/app/build/social-cards.js';
import {
  FONT_WEIGHTS,
  SOCIAL_IMAGE,
  SOCIAL_IMAGE_MAX_BYTES,
  cardStrings,
  sceneProblems,
  socialScene,
  type FontWeight,
  type Measure,
  type SceneFrame,
  type SocialScene,
} from '../../src/lib/social-image.js';

const require = createRequire(import.meta.url);

/** fontsource splits each weight of Inter by script; these cover Russian, English and the odd «Škoda». */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
/** One family per subset: satori takes a letter from the first family in the list that has it. */
const FONT_FAMILY = SUBSETS.map((subset) => `Inter-${subset}`).join(', ');

export function loadFonts(): Font[] {
  return FONT_WEIGHTS.flatMap((weight) =>
    SUBSETS.map((subset) => ({
      name: `Inter-${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
}

/** satori asks for another font when none it has holds a letter: then the content has a letter the images cannot show. */
async function missingLetters(code: string, segment: string): Promise<never> {
  throw new Error(`social images: the font has no letters for ${JSON.stringify(segment)} (${code}): add its subset to SUBSETS`);
}

/** A satori element: the plain objects React would make, without React. */
interface Element {
  type: 'div';
  key?: string | number;
  props: { style: Record<string, string | number>; children?: string | Element[] };
}
const div = (style: Element['props']['style'], children?: string | Element[], key?: string | number): Element => ({
  type: 'div',
  key,
  props: { style, children },
});

/** The size letters are measured at; widths scale with the size. */
const REFERENCE_SIZE = 100;

/**
 * Widths as satori sets them: the advance of every letter the cards use, at each weight, from
 * one layout each. A line's width is the sum of its letters' (kerning, which only narrows a
 * line, aside), so the lines fitText breaks are the lines drawn.
 */
export async function measureLetters(fonts: Font[], strings: readonly string[]): Promise<Measure> {
  const letters = [...new Set(strings.join(''))].filter((letter) => letter !== ' ');
  // A space alone measures nothing: it is what it adds between two letters.
  const spaced = ['x x', 'xx'];
  const advances = new Map<FontWeight, Map<string, number>>();
  for (const weight of FONT_WEIGHTS) {
    const widths = new Map<string, number>();
    await satori(
      div(
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          fontFamily: FONT_FAMILY,
          fontWeight: weight,
          fontSize: REFERENCE_SIZE,
        },
        [...letters, ...spaced].map((text, index) => div({ display: 'flex', whiteSpace: 'pre' }, text, index)),
      ) as never,
      {
        width: 100 * REFERENCE_SIZE,
        fonts,
        loadAdditionalAsset: missingLetters,
        onNodeDetected: (node) => {
          if (typeof node.key === 'number') widths.set([...letters, ...spaced][node.key]!, node.width / REFERENCE_SIZE);
        },
      },
    );
    widths.set(' ', widths.get(spaced[0]!)! - widths.get(spaced[1]!)!);
    advances.set(weight, widths);
  }
  return (text, size, weight) => {
    let em = 0;
    for (const letter of text) {
      const advance = advances.get(weight)!.get(letter);
      if (advance === undefined) throw new Error(`social images: ${JSON.stringify(letter)} was not measured (in ${JSON.stringify(text)})`);
      em += advance;
    }
    return em * size;
  };
}

/** The scene's background, boxes and texts as a satori element. */
function sceneElement(scene: SocialScene): Element {
  const boxes = scene.boxes.map((box, index) =>
    div(
      {
        position: 'absolute',
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        borderRadius: Math.min(box.radius, box.height / 2),
        backgroundColor: box.fill,
      },
      undefined,
      `box-${index}`,
    ),
  );
  const texts = scene.texts.map((text, index) =>
    div(
      {
        position: 'absolute',
        left: text.x,
        top: text.y,
        display: 'flex',
        flexDirection: 'column',
        fontSize: text.size,
        fontWeight: text.weight,
        lineHeight: `${text.lineHeight}px`,
        color: text.color,
      },
      text.lines.map((line, n) => div({ display: 'flex', whiteSpace: 'pre', height: text.lineHeight }, line, n)),
      `text-${index}`,
    ),
  );
  return div(
    {
      display: 'flex',
      position: 'relative',
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      backgroundImage: `linear-gradient(135deg, ${scene.background.from}, ${scene.background.to})`,
      fontFamily: FONT_FAMILY,
    },
    [...boxes, ...texts],
  );
}

/** Pixels as sharp composites them: raw RGBA, with no encoding in between. */
interface RawImage {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

async function toRaw(image: sharp.Sharp): Promise<RawImage> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } };
}

/** An SVG drawing is rendered at the size it is shown, not at its own and then shrunk. */
async function openPicture(file: string, width: number): Promise<sharp.Sharp> {
  if (!isDrawing(file)) return sharp(file).rotate(); // a camera photo's orientation tag
  const own = (await sharp(file).metadata()).width;
  return sharp(file, { density: own ? Math.max(1, (72 * width) / own) : 72 });
}

/** A picture file fitted to its frame, with rounded corners (its transparency kept). */
async function framedPicture(file: string, frame: SceneFrame): Promise<RawImage> {
  const fitted = (await openPicture(file, frame.width)).resize(frame.width, frame.height, {
    fit: frame.fit,
    // As the pages crop a photo (scripts/build/photos.ts); a drawing is 3:2 already.
    position: frame.fit === 'cover' ? 'attention' : 'centre',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  if (frame.radius === 0) return toRaw(fitted);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}"><rect width="100%" height="100%" rx="${frame.radius}"/></svg>`,
  );
  const { input, raw } = await toRaw(fitted);
  return toRaw(sharp(input, { raw }).composite([{ input: mask, blend: 'dest-in' }]));
}

/** JPEG qualities tried in turn until the file is under the size limit: the first suits every drawing. */
const QUALITIES = [86, 76, 66] as const;

async function encode(image: sharp.Sharp, path: string): Promise<Buffer> {
  for (const quality of QUALITIES) {
    // 4:4:4: the coloured pills' letters stay sharp.
    const jpeg = await image.clone().jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    if (jpeg.length <= SOCIAL_IMAGE_MAX_BYTES) return jpeg;
  }
  throw new Error(`social images: ${path} stays over ${SOCIAL_IMAGE_MAX_BYTES / 1024} KB even at JPEG quality ${QUALITIES.at(-1)}`);
}

/** Runs `work` on every item, at most `limit` at a time, in order of the items. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface WrittenImage {
  path: string;
  bytes: number;
}

/**
 * Draws every card into `outDir` at its path; returns what it wrote. satori runs on this thread
 * while sharp works on its own: a few cards at a time keep both cores busy. The pictures and the
 * favicon are read from `picturesDir`: the build passes dist/, where public/ is copied and the
 * drawings are drawn (scripts/build/drawings.ts).
 */
export async function writeSocialImages(
  cards: readonly SocialCard[],
  outDir: string,
  picturesDir: string = PUBLIC_DIR,
): Promise<WrittenImage[]> {
  const fonts = loadFonts();
  const measure = await measureLetters(
    fonts,
    cards.flatMap((card) => cardStrings(card.text)),
  );
  const favicon = readFileSync(join(picturesDir, 'favicon.svg'));
  const pictures = new Map<string, Promise<RawImage>>();
  const once = (key: string, make: () => Promise<RawImage>) => {
    let made = pictures.get(key);
    if (!made) pictures.set(key, (made = make()));
    return made;
  };

  return eachLimited(cards, Math.max(2, availableParallelism() * 2), async (card) => {
    const file = card.picture;
    if (!existsSync(join(picturesDir, file))) throw new Error(`social images: no picture at ${card.picture} for ${card.path}`);
    const scene = socialScene(card.text, measure, { drawing: isDrawing(file) });
    const problems = sceneProblems(scene, measure);
    if (problems.length) throw new Error(`social images: ${card.path}: ${problems.join('; ')}`);
    const { picture, logo } = scene;
    const [svg, framed, mark] = await Promise.all([
      satori(sceneElement(scene) as never, { ...SOCIAL_IMAGE, fonts, loadAdditionalAsset: missingLetters }),
      once(`${file} ${picture.width}×${picture.height} ${picture.fit} ${picture.radius}`, () =>
        framedPicture(join(picturesDir, file), picture),
      ),
      once(`logo ${logo.size}`, () => toRaw(sharp(favicon, { density: (72 * logo.size) / 32 }).resize(logo.size, logo.size))),
    ]);
    const image = sharp(Buffer.from(svg)).composite([
      { ...framed, left: picture.x, top: picture.y },
      { ...mark, left: logo.x, top: logo.y },
    ]);
    const jpeg = await encode(image, card.path);
    const target = join(outDir, card.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, jpeg);
    return { path: card.path, bytes: jpeg.length };
  });
}
