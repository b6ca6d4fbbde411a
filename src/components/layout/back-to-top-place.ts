import { theme } from '../../styles/theme.js';

/**
 * Where the back-to-top button sits, for the parts that make way for it; apart from the button
 * (back-to-top.tsx), whose code loads when the page is idle.
 */

/** The button's id, for a page whose bar at the bottom of the screen raises it (the car page's on a phone). */
export const BACK_TO_TOP_ID = 'back-to-top';

/** The button's width and height. */
export const BACK_TO_TOP_SIZE = '48px';

/** The room the button takes at the bottom of the screen: the footer ends with it, so at the end of a page it covers nothing. */
export const BACK_TO_TOP_ROOM = `calc(${BACK_TO_TOP_SIZE} + 2 * ${theme.space.md})`;
