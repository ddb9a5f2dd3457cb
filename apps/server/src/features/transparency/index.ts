// What other features use of the transparency figures: the route, and the count the page's server render reads.
export { readTransparency } from './read-transparency.ts';
export { transparencyRoutes } from './transparency.routes.ts';
