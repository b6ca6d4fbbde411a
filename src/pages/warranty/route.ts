export const pattern = '/warranty';
