/**
 * When the shell's back-to-top button shows (docs/decisions/pages-shell.md#footer): a floating
 * button hides what is under it, so it comes only when a visitor is likely to want it and
 * never while they read on down. Pure: the component feeds it each scroll position.
 *
 * - Never within the first `threshold` px (docs/decisions/constants.md#shell: 500).
 * - Shown once the visitor scrolls back up by `upTravel` px (heading for the top), hidden as
 *   soon as they scroll down by `downTravel` px again (reading on).
 * - Shown at the end of the page, where the footer leaves room for it (footer.tsx).
 */
export interface BackToTopRules {
  threshold: number;
  /** Upward travel, px, that brings it (a finger's small jitter does not). */
  upTravel: number;
  /** Downward travel, px, that sends it away. */
  downTravel: number;
  /** How close to the end, px, counts as the end (fractional scroll positions). */
  endSlack: number;
}

export const BACK_TO_TOP_RULES: BackToTopRules = { threshold: 500, upTravel: 48, downTravel: 8, endSlack: 2 };

export interface BackToTopState {
  visible: boolean;
  /** The last scroll position seen. */
  y: number;
  /** Travel since the direction last changed: positive down, negative up. */
  travel: number;
}

export const BACK_TO_TOP_START: BackToTopState = { visible: false, y: 0, travel: 0 };

/** The state after the page has scrolled to `y`, of at most `maxY` (the page's height less the screen's). */
export function nextBackToTop(state: BackToTopState, y: number, maxY: number, rules: BackToTopRules = BACK_TO_TOP_RULES): BackToTopState {
  const delta = y - state.y;
  const travel = delta === 0 ? state.travel : Math.sign(delta) === Math.sign(state.travel) ? state.travel + delta : delta;
  let visible = state.visible;
  if (y <= rules.threshold) visible = false;
  else if (y >= maxY - rules.endSlack) visible = true;
  else if (travel <= -rules.upTravel) visible = true;
  else if (travel >= rules.downTravel) visible = false;
  return { visible, y, travel };
}
