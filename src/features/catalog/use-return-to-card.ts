import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'ev-dealer:catalog-return';

interface Left {
  /** The history entry of the catalogue the buyer left. */
  entry: string;
  /** The card followed, and how far below the top of the window it was. */
  slug: string;
  top: number;
  /** How many cards the phone showed ("Show more"), for that set of results. */
  limit: number;
  resultsKey: string;
}

function readLeft(): Left | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Left | null;
  } catch {
    return null;
  }
}

/**
 * Back from a car page puts the catalogue at the card the buyer followed, where it was on
 * the screen, with as many cards shown as before: pixel positions alone land elsewhere once
 * "Show more" or the chips change the page's height. What was left is kept per history
 * entry in sessionStorage; `restoreLimit` gives back the number of cards shown.
 */
export function useReturnToCard(
  gridRef: RefObject<HTMLElement | null>,
  current: { limit: number; resultsKey: string },
  restoreLimit: (shown: { limit: number; resultsKey: string }) => void,
) {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  // Remember the card a link inside it was followed from.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element).closest<HTMLElement>('li[data-slug]');
      if (!card || !(event.target as Element).closest('a')) return;
      const left: Left = { entry: key, slug: card.dataset.slug!, top: card.getBoundingClientRect().top, ...current };
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(left));
      } catch {
        // storage disabled: Back keeps React Router's scroll restoration alone
      }
    };
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, [gridRef, key, current]);

  // Coming back to that entry: the cards shown, then the card where it was.
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const left = readLeft();
    if (!left || left.entry !== key) return;
    restoreLimit({ limit: left.limit, resultsKey: left.resultsKey });
    // After React Router's own restoration, which runs when the page has rendered.
    const frame = window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        const card = gridRef.current?.querySelector<HTMLElement>(`li[data-slug="${CSS.escape(left.slug)}"]`);
        if (card) window.scrollBy(0, card.getBoundingClientRect().top - left.top);
      }),
    );
    return () => window.cancelAnimationFrame(frame);
    // Once per arrival at this entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigationType]);
}
