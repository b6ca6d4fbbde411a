export const pattern = '/about';
