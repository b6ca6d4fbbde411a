/** The attribute on <html> that marks the not-found document (src/main.tsx reads it before the router starts). */
export const NOT_FOUND_DOCUMENT = 'data-not-found';
