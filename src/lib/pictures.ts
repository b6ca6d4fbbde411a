/**
 * How a car picture is served. Until the dealer's photos arrive, each view is a
 * drawing (SVG, one file for every screen); a photo dropped beside it (content/pictures.ts)
 * replaces it, and the build writes that photo, cropped to 3:2, as WebP at a few widths
 * (scripts/build/photos.ts) so each screen downloads the size it shows. Pure: the same
 * path gives the same answer at build time and in the browser.
 */
import { CAR_VIEWS, isDrawing, type CarView } from '../../shared/picture-views.js';

/** The widths a photo is written at, in px; pictures are 3:2. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
/** The width a photo's plain `src` points at, for browsers without srcset and for structured data. */
export const PHOTO_DEFAULT_WIDTH = 1200;
/** The size every picture declares (3:2), so the page keeps its place before it loads. */
export const PICTURE_SIZE = { width: 1200, height: 800 } as const;

/** The home hero's drawing: three of the cars side by side at their real relative size (scripts/images). */
export const HERO_PICTURE = { src: '/images/hero-lineup.svg', width: 1200, height: 330 } as const;

/** The model families the hero shows, left to right, when the data has them. */
export const HERO_MODELS = ['L9', '001', 'SU7'] as const;

/**
 * The cars the hero draws and its alt text names: one of each hero model (the first in
 * the data), else the first cars of other families. One choice for the picture and the page.
 */
export function heroCars<T extends { manufacturer: string; model: string }>(cars: readonly T[]): T[] {
  const picked: T[] = [];
  for (const model of HERO_MODELS) {
    const car = cars.find((c) => c.model === model);
    if (car) picked.push(car);
  }
  for (const car of cars) {
    if (picked.length >= 3) break;
    if (!picked.some((p) => p.manufacturer === car.manufacturer && p.model === car.model)) picked.push(car);
  }
  return picked.slice(0, 3);
}

export interface Picture {
  src: string;
  /** Photos only: the widths the build wrote, for the browser to choose from. */
  srcSet?: string;
  /** A drawing standing in for a photo: the page says so. */
  drawing: boolean;
  view: CarView;
}

/** Where the build writes a photo at one width: `/images/cars/x/exterior-1.jpg` → `/images/cars/x/exterior-1-800w.webp`. */
export function photoVariantPath(photoPath: string, width: number): string {
  return photoPath.replace(/\.[a-z]+$/i, `-${width}w.webp`);
}

/** The view a picture shows, from its file name. */
export function viewOf(path: string): CarView {
  const name = path.replace(/^.*\//, '').replace(/\.[a-z]+$/i, '');
  const view = CAR_VIEWS.find((candidate) => candidate === name);
  if (!view) throw new Error(`pictures: ${path} is not one of ${CAR_VIEWS.join(', ')}`);
  return view;
}

/**
 * How to serve the picture found at `path` (a drawing or a photo in public/). The view comes from
 * the file's name, or is given: a photo uploaded in the editor keeps the name it was uploaded with.
 */
export function toPicture(path: string, view: CarView = viewOf(path)): Picture {
  if (isDrawing(path)) return { src: path, drawing: true, view };
  return {
    src: photoVariantPath(path, PHOTO_DEFAULT_WIDTH),
    srcSet: PHOTO_WIDTHS.map((width) => `${photoVariantPath(path, width)} ${width}w`).join(', '),
    drawing: false,
    view,
  };
}
