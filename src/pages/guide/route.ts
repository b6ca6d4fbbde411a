export const pattern = '/guides/:slug';
