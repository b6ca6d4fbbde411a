/**
 * The pictures of a car as files: its eight views, and the file types that say whether a
 * view is a drawing or a photo. Content finds the files (content/pictures.ts), the browser
 * serves them (src/lib/pictures.ts): both read the names here.
 */

/** The eight views of a car, in gallery order: four outside, then four inside. */
export const CAR_VIEWS = [
  'exterior-1', // side
  'exterior-2', // front three-quarter
  'exterior-3', // rear three-quarter
  'exterior-4', // front
  'interior-1', // dashboard
  'interior-2', // front seats
  'interior-3', // rear seats
  'interior-4', // boot
] as const;
export type CarView = (typeof CAR_VIEWS)[number];

/** Photo formats, preferred in this order when several are dropped; then the drawing. */
export const PHOTO_EXTENSIONS = ['.avif', '.webp', '.jpg', '.jpeg', '.png'] as const;
export const DRAWING_EXTENSION = '.svg';

export function isDrawing(path: string): boolean {
  return path.toLowerCase().endsWith(DRAWING_EXTENSION);
}

export function isCarView(name: string): name is CarView {
  return (CAR_VIEWS as readonly string[]).includes(name);
}
