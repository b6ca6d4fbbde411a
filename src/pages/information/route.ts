export const pattern = '/information';
