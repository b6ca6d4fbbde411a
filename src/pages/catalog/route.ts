export const pattern = '/catalog';
