import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Shown } from './lib/return-to-card.js';

const load = () => import('./lib/return-to-card.js');

/**
 * Back from a car page returns to the card followed, with as many cards shown
 * (lib/return-to-card.ts, loaded after the first paint). `restoreLimit` gives back the
 * number of cards shown.
 */
export function useReturnToCard(gridRef: RefObject<HTMLElement | null>, shown: Shown, restoreLimit: (shown: Shown) => void) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(shown);
  current.current = shown;

  useEffect(() => {
    let stop = () => {};
    let active = true;
    void load().then(({ watchCardLinks }) => {
      if (active && gridRef.current) stop = watchCardLinks(gridRef.current, key, () => current.current);
    });
    return () => {
      active = false;
      stop();
    };
  }, [gridRef, key]);

  useEffect(() => {
    if (navigationType !== 'POP') return;
    let cancel = () => {};
    let active = true;
    void load().then(({ returnToCard }) => {
      if (active) cancel = returnToCard(() => gridRef.current, key, restoreLimit);
    });
    return () => {
      active = false;
      cancel();
    };
    // Once per arrival at this entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigationType]);
}
