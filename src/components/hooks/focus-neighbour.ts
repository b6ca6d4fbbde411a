import { focusId } from './scroll.js';

/**
 * For a control about to take itself away (a chip that removes its own filter, a car's remove
 * button): while it has the focus, the focus moves at once to the control beside it in its
 * list (the next, else the one before), else to the element `fallbackId`. Without this the
 * browser drops the focus to the page's start once the control is gone, and a keyboard or
 * screen-reader user loses their place. The neighbour stays through the change (the lists are
 * keyed), so nothing waits for the next render.
 */
export function focusNeighbour(control: HTMLElement, fallbackId: string): void {
  if (document.activeElement !== control) return;
  const controls = [...(control.closest('ul')?.querySelectorAll<HTMLElement>(control.tagName) ?? [])];
  const index = controls.indexOf(control);
  const neighbour = controls[index + 1] ?? controls[index - 1];
  if (neighbour) neighbour.focus();
  else focusId(fallbackId);
}
