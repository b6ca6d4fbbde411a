export const pattern = '/cars/:slug';
