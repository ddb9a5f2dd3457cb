// The addresses of the admin's HTTP API that the web app's admin screens call, apart from apiPaths (api-paths.ts)
// so that they travel with those lazily loaded screens rather than with every public page.
import { toQueryString } from './routes.ts';

export const adminApiPaths = {
  adsTotal: '/api/site/stats/ads/total',
  usersTotal: '/api/site/stats/users/total',
  adsChart: '/api/site/stats/ads',
  promoted: '/api/site/promoted',
  promote: (estateId: number) => `/api/site/promote/${estateId}`,
  removeAd: (estateId: number) => `/api/site/remove-ad/${estateId}`,
  addIntegration: '/api/site/add-integration',
  companyKind: '/api/site/company-kind',
  moderation: '/api/site/moderation',
  moderationDecision: (estateId: number) => `/api/site/moderation/${estateId}/decision`,
  property: (estateId: number) => `/api/site/properties/${estateId}`,
  propertySplit: (estateId: number) => `/api/site/properties/${estateId}/split`,
  propertyJoin: (estateId: number) => `/api/site/properties/${estateId}/join`,
  imports: '/api/site/imports',
  importRuns: ({ integrationId, page }: { integrationId?: number | undefined; page: number }) =>
    `/api/site/imports/runs${toQueryString({ integrationId, page })}`,
  importRun: (integrationId: number) => `/api/site/imports/run/${integrationId}`,
  importRunAgain: (runId: number) => `/api/site/imports/runs/${runId}/again`,
  importFormat: (integrationId: number) => `/api/site/imports/format/${integrationId}`,
  heldWithdrawals: '/api/site/imports/pending',
  heldWithdrawal: (withdrawalId: number, decision: 'approve' | 'reject') =>
    `/api/site/imports/pending/${withdrawalId}/${decision}`,
} as const;
