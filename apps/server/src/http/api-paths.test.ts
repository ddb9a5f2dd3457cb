import { adminApiPaths, apiPaths, estateTypeInfo, rentInfo, sortOptions } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string];
/** 'estates.detail' for apiPaths.estates.detail: every address or builder of apiPaths, by name. */
type Entry<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${Prefix}${K}`
    : Entry<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

// Values no static segment of a route has, so that a misspelt segment read as a route's parameter shows.
const ids = { estate: 7001, user: 7002, city: 7003, other: 7004 };
const secret = 'SEKRET7005';
const list = { page: 2, ...sortOptions[1] };
const { estates, cities, user, savedSearches, moderation } = apiPaths;
const admin = adminApiPaths;
/** Every address the web app calls: apiPaths, and the admin's. */
const paths = { ...apiPaths, admin };

/** How the web app calls each address (its api/*.ts), with sample parameters. */
const calls: Record<Entry<typeof paths>, Call[]> = {
  config: [['GET', apiPaths.config]],
  views: [['POST', apiPaths.views]],
  contact: [['POST', apiPaths.contact]],
  transparency: [['GET', apiPaths.transparency]],
  favouriteMailsUnsubscribe: [['POST', apiPaths.favouriteMailsUnsubscribe]],
  'estates.promoted': [['GET', estates.promoted]],
  'estates.recentlyAdded': [['GET', estates.recentlyAdded]],
  'estates.category': [
    ['GET', estates.category('house', 1, undefined, list)],
    ['GET', estates.category('apartment', 0, ids.city, list)],
  ],
  'estates.search': [['GET', estates.search(`city=${ids.city}&sortBy=price&sortOrder=ASC`)]],
  'estates.mapClusters': [['GET', estates.mapClusters(`city=${ids.city}&zoom=12`)]],
  'estates.safe': [['GET', estates.safe([ids.estate])]],
  'estates.detail': [
    ['GET', estates.detail(ids.estate)],
    ['DELETE', estates.detail(ids.estate)],
  ],
  'estates.related': [['GET', estates.related(ids.estate)]],
  'estates.archived': [['GET', estates.archived(ids.estate)]],
  'estates.message': [['POST', estates.message(ids.estate)]],
  'estates.report': [['POST', estates.report(ids.estate)]],
  'estates.userEstates': [['GET', estates.userEstates(ids.user, list)]],
  'estates.agency': [['GET', estates.agency(ids.user)]],
  'estates.seller': [['GET', estates.seller(ids.user)]],
  'estates.account': [['GET', estates.account(ids.user, 2)]],
  'estates.save': [
    ['POST', estates.save('house', null)],
    ['POST', estates.save('land', ids.estate)],
  ],
  'estates.manage': [['GET', estates.manage(ids.estate)]],
  'estates.activate': [['PUT', estates.activate(ids.estate)]],
  'estates.refresh': [['PUT', estates.refresh(ids.estate)]],
  'estates.photos': [['POST', estates.photos(ids.estate)]],
  'estates.managedPhotos': [['GET', estates.managedPhotos(ids.estate)]],
  'estates.photosOrder': [['PUT', estates.photosOrder(ids.estate)]],
  'estates.photo': [['DELETE', estates.photo(ids.estate, ids.other)]],
  'estates.photoUploaded': [['POST', estates.photoUploaded(ids.estate, secret)]],
  'cities.detail': [['GET', cities.detail(ids.city)]],
  'cities.find': [
    ['GET', cities.find('Kra')],
    ['GET', cities.find('Kra', ids.other)],
  ],
  'user.login': [['POST', user.login]],
  'user.register': [
    ['POST', user.register('user')],
    ['POST', user.register('company')],
  ],
  'user.activate': [['POST', user.activate]],
  'user.resendActivation': [['POST', user.resendActivation]],
  'user.forgotPassword': [['POST', user.forgotPassword]],
  'user.newPassword': [
    ['GET', user.newPassword(ids.user, secret)],
    ['POST', user.newPassword(ids.user, secret)],
  ],
  'user.profile': [
    ['GET', user.profile(ids.user)],
    ['POST', user.profile(ids.user)],
  ],
  'user.changePassword': [['POST', user.changePassword(ids.user)]],
  'user.removeAccount': [['DELETE', user.removeAccount(ids.user)]],
  'user.logo': [
    ['POST', user.logo(ids.user)],
    ['DELETE', user.logo(ids.user)],
  ],
  'user.integration': [['GET', user.integration(ids.user, ids.other)]],
  'user.favourites': [['GET', user.favourites(ids.user)]],
  'user.favouriteIds': [['GET', user.favouriteIds(ids.user)]],
  'user.favourite': [
    ['PUT', user.favourite(ids.user, ids.estate)],
    ['DELETE', user.favourite(ids.user, ids.estate)],
  ],
  'user.favouriteMails': [['PUT', user.favouriteMails(ids.user)]],
  'user.hidden': [['GET', user.hidden(ids.user)]],
  'user.hiddenEstate': [
    ['PUT', user.hiddenEstate(ids.user, ids.estate)],
    ['DELETE', user.hiddenEstate(ids.user, ids.estate)],
  ],
  'user.hiddenAdvertiser': [
    ['PUT', user.hiddenAdvertiser(ids.user, ids.other)],
    ['DELETE', user.hiddenAdvertiser(ids.user, ids.other)],
  ],
  'savedSearches.list': [
    ['GET', savedSearches.list],
    ['POST', savedSearches.list],
  ],
  'savedSearches.one': [
    ['PUT', savedSearches.one(ids.other)],
    ['DELETE', savedSearches.one(ids.other)],
  ],
  'savedSearches.confirm': [['POST', savedSearches.confirm(String(ids.other), secret)]],
  'savedSearches.unsubscribe': [['POST', savedSearches.unsubscribe(String(ids.other), secret)]],
  'savedSearches.remove': [['POST', savedSearches.remove(String(ids.other), secret)]],
  'moderation.decisions': [['GET', moderation.decisions]],
  'moderation.appeal': [
    ['GET', moderation.appeal(String(ids.other), secret)],
    ['POST', moderation.appeal(String(ids.other), secret)],
  ],
  'admin.adsTotal': [['GET', admin.adsTotal]],
  'admin.usersTotal': [['GET', admin.usersTotal]],
  'admin.adsChart': [['GET', admin.adsChart]],
  'admin.promoted': [['GET', admin.promoted]],
  'admin.promote': [
    ['PUT', admin.promote(ids.estate)],
    ['DELETE', admin.promote(ids.estate)],
  ],
  'admin.removeAd': [['DELETE', admin.removeAd(ids.estate)]],
  'admin.addIntegration': [['POST', admin.addIntegration]],
  'admin.companyKind': [['POST', admin.companyKind]],
  'admin.moderation': [['GET', admin.moderation]],
  'admin.moderationDecision': [['POST', admin.moderationDecision(ids.estate)]],
  'admin.property': [['GET', admin.property(ids.estate)]],
  'admin.propertySplit': [['POST', admin.propertySplit(ids.estate)]],
  'admin.propertyJoin': [['POST', admin.propertyJoin(ids.estate)]],
  'admin.imports': [['GET', admin.imports]],
  'admin.importRuns': [['GET', admin.importRuns({ integrationId: ids.other, page: 2 })]],
  'admin.importRun': [['POST', admin.importRun(ids.other)]],
  'admin.importRunAgain': [['POST', admin.importRunAgain(ids.other)]],
  'admin.importFormat': [['PUT', admin.importFormat(ids.other)]],
  'admin.heldWithdrawals': [['GET', admin.heldWithdrawals]],
  'admin.heldWithdrawal': [
    ['POST', admin.heldWithdrawal(ids.other, 'approve')],
    ['POST', admin.heldWithdrawal(ids.other, 'reject')],
  ],
};

/** What a route may take as a parameter: the samples above, and the type and rent slugs of the lists' addresses. */
const parameterValues = new Set<string>([
  ...Object.values(ids).map(String),
  secret,
  'user',
  'company',
  'approve',
  'reject',
  ...Object.values(estateTypeInfo).flatMap((info) => [info.plural, info.singular]),
  ...Object.values(rentInfo).map((info) => info.slug),
]);

function entryNames(paths: object, prefix = ''): string[] {
  return Object.entries(paths).flatMap(([name, value]) =>
    typeof value === 'object' ? entryNames(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

type Served = { route: string | undefined; params: Record<string, string> };
const served = new Map<string, Served>();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // Which route answers, whatever it answers (a guard of the admin's routes refuses first); no handler needs to run.
  t.app.addHook('onRequest', async (_request, reply) => {
    await reply.code(204).send();
  });
  t.app.addHook('onResponse', async (request) => {
    served.set(`${request.method} ${request.url}`, {
      route: request.routeOptions.url,
      params: request.params as Record<string, string>,
    });
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('the API addresses the web app calls (apiPaths)', () => {
  it('are all exercised here', () => {
    expect(Object.keys(calls).sort()).toEqual(entryNames(paths).sort());
  });

  it('each reach an API route of that method, their parameters in its parameters', async () => {
    const unserved: string[] = [];
    for (const [method, url] of Object.values(calls).flat()) {
      await t.app.inject({ method, url });
      const { route, params } = served.get(`${method} ${url}`) ?? { route: undefined, params: {} };
      const isServed =
        route?.startsWith('/api/') && Object.values(params).every((value) => parameterValues.has(value));
      if (!isServed) unserved.push(`${method} ${url} → ${route ?? 'none'}`);
    }
    expect(unserved).toEqual([]);
  });
});
