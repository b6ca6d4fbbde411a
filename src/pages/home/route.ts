export const pattern = '/';
