export const pattern = '/information/comparison';
