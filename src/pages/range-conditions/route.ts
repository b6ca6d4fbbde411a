export const pattern = '/information/range-conditions';
