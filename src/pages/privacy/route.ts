export const pattern = '/privacy';
