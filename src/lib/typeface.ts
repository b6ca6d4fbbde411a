/**
 * The site's typeface, Manrope (docs/design.md#type). index.html declares its faces and draws every page in a local
 * font sized to Manrope's metrics; Manrope itself is used once `data-typeface` is on <html>. A page's first paint never
 * waits for it, nor asks for it: any font file fetched before the largest paint is counted on the way to it (Lighthouse
 * measured the home page's LCP 150-350 ms later, with the files preloaded or not), and a font that arrives after the
 * text has painted moves lines as it swaps in (CLS 0.074 on the home page). So the files are fetched once the page has
 * loaded, and the page changes to Manrope at the visitor's next move to another page, a change of the whole page
 * anyway. A page loaded whole (the first of a visit, or a reload) is drawn in the local font.
 */
export const TYPEFACE_ATTRIBUTE = 'data-typeface';
/** The family index.html's faces declare; tests/unit/styles/typeface.test.ts holds the two together. */
export const TYPEFACE_FAMILY = 'Manrope';

let filesIn = false;

/** Fetches the typeface's files (the Latin and the Cyrillic) once the page has loaded; they are cached like every asset. */
export function fetchTypefaceAfterLoad(): void {
  const fetchFiles = () =>
    Promise.all([...document.fonts].filter((face) => face.family.replace(/"/g, '') === TYPEFACE_FAMILY).map((face) => face.load())).then(
      () => (filesIn = true),
      () => undefined,
    );
  if (document.readyState === 'complete') setTimeout(fetchFiles);
  else addEventListener('load', () => setTimeout(fetchFiles), { once: true });
}

/** Draws the page in the typeface from now on, if its files are in: called as the visitor moves to another page. */
export function switchToTypeface(): void {
  if (filesIn) document.documentElement.setAttribute(TYPEFACE_ATTRIBUTE, '');
}
