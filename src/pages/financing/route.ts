export const pattern = '/financing';
