export const pattern = '/brands/:slug';
