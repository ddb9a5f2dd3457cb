// What other features use of trust and safety: the routes, the blocked-account check of the login, the release of a
// hold for a correction when the advertiser saves the ad, and the risk checks of an ad going public.
export { isBlocked } from './blocked-accounts.ts';
export { checkRisk, isUnderReview } from './check-risk.ts';
export { moderationAdminRoutes, moderationRoutes } from './moderation.routes.ts';
export { releaseCorrection } from './release-correction.ts';
