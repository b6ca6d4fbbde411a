export const pattern = '/contact';
