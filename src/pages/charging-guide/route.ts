export const pattern = '/information/charging-guide';
