// What other parts of the server use of hiding: its routes, the cookie that lists are filtered by, the filter, and
// the merge of a visitor's hidden things at login.

export { hiddenCookie } from './hidden-cookie.ts';
export { mergeHidden } from './hide.ts';
export { hidingRoutes } from './hiding.routes.ts';
export { hiddenByCookie, withoutHidden } from './without-hidden.ts';
