// Saved searches with e-mail alerts: the routes, and the jobs that match new ads and send the daily digests.
export { matchSavedSearches } from './match-saved-searches.ts';
export { savedSearchesRoutes } from './saved-searches.routes.ts';
export { sendDigests } from './send-digests.ts';
