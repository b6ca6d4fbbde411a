export const pattern = '/news/:category/:slug';
