export const pattern = '/information/calculator';
