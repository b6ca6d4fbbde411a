/**
 * The two company facts every page's first view needs (the header's phone, the
 * price conversion), in a module of their own so that the browser loads only
 * these up front; content/company.ts holds them with all the other facts.
 */

/** Example value until the dealer's own (DECISIONS 6). */
export const phone = { display: '+375 17 000-00-00', isExample: true };

/** DECISIONS 7: 1 USD = 3 BYN. */
export const usdToByn = 3;
