export const pattern = '/news';
