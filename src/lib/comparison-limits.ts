/**
 * The comparison limits of docs/decisions/constants.md#comparison, apart from the rest of lib/comparison.ts so the car page
 * can name them in its pre-rendered text without loading the comparison's code.
 */

/** Up to 3 cars chosen beside the page's car; further boxes are disabled. */
export const MAX_COMPARED = 3;
/** Similar cars share the manufacturer or have a range within this many km. */
export const SIMILAR_RANGE_KM = 200;

/** docs/decisions/pages-information.md#comparison: at most 4 cars side by side; a fifth is ignored. */
export const MAX_COMPARISON = 4;
