// What other features use of trust and safety: the routes, the blocked-account check of the login, and the release
// of a hold for a correction when the advertiser saves the ad.
export { isBlocked } from './blocked-accounts.ts';
export { moderationAdminRoutes, moderationRoutes } from './moderation.routes.ts';
export { releaseCorrection } from './release-correction.ts';
