export const pattern = '/information/guides';
