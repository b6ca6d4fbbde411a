import { useEffect, type RefObject } from 'react';

/**
 * While `open`: Escape closes (giving focus back, `close(true)`), and so does a press outside
 * every one of `inside` (`close(false)`). The header's menu and its brands menu use it.
 */
export function useDismiss(open: boolean, close: (returnFocus: boolean) => void, inside: readonly RefObject<HTMLElement | null>[]) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside.some((ref) => ref.current?.contains(event.target as Node))) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // `inside` is a new array each render; the refs in it are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, close]);
}
