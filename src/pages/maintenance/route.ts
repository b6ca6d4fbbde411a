export const pattern = '/maintenance';
