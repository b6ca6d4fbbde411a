/**
 * Back from a car page puts the catalogue at the card the buyer followed, where it was on
 * the screen, with as many cards shown as before: pixel positions alone land elsewhere once
 * "Show more" or the chips change the page's height. What was left is kept per history
 * entry in sessionStorage. Loaded after the catalogue's first paint (use-return-to-card.ts).
 */

const STORAGE_KEY = 'ev-dealer:catalog-return';

export interface Shown {
  /** How many cards the phone showed ("Show more"), for that set of results. */
  limit: number;
  resultsKey: string;
}

interface Left extends Shown {
  /** The history entry of the catalogue the buyer left. */
  entry: string;
  /** The card followed, and how far below the top of the window it was. */
  slug: string;
  top: number;
}

function readLeft(): Left | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Left | null;
  } catch {
    return null;
  }
}

/** Remembers the card a link inside it was followed from; returns the way to stop. */
export function watchCardLinks(grid: HTMLElement, entry: string, shown: () => Shown): () => void {
  const onClick = (event: MouseEvent) => {
    const card = (event.target as Element).closest<HTMLElement>('li[data-slug]');
    if (!card || !(event.target as Element).closest('a')) return;
    const left: Left = { entry, slug: card.dataset.slug!, top: card.getBoundingClientRect().top, ...shown() };
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(left));
    } catch {
      // storage disabled: Back keeps React Router's scroll restoration alone
    }
  };
  grid.addEventListener('click', onClick);
  return () => grid.removeEventListener('click', onClick);
}

/** Coming back to the entry left: the cards shown, then the card where it was. Returns the way to cancel. */
export function returnToCard(grid: () => HTMLElement | null, entry: string, restoreLimit: (shown: Shown) => void): () => void {
  const left = readLeft();
  if (!left || left.entry !== entry) return () => {};
  restoreLimit({ limit: left.limit, resultsKey: left.resultsKey });
  // After React Router's own restoration, which runs when the page has rendered.
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      const card = grid()?.querySelector<HTMLElement>(`li[data-slug="${CSS.escape(left.slug)}"]`);
      if (card) window.scrollBy(0, card.getBoundingClientRect().top - left.top);
    });
  });
  return () => window.cancelAnimationFrame(frame);
}
