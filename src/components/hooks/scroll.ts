/** Scrolling that respects the visitor's reduced-motion setting. */

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Scrolls to the element with this id and moves keyboard focus there, so that the
 * next Tab continues from the section the visitor jumped to. Returns false when
 * the element does not exist.
 */
export function scrollToId(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  focusId(id);
  return true;
}

/** Moves keyboard focus to the element with this id without scrolling. */
export function focusId(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
