// The product's name in one place; the server may override it per deployment through GET /api/config.
export const siteName = 'Dachowo.pl';
