import { SavedSearchLimits, savedSearchMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/captcha.ts';
import { freshIp } from '../../../test/users.ts';
import { savedSearches } from '../../db/schema.ts';
import { krakowFlats, useSavedSearchesApp } from './saved-searches.harness.ts';

const s = useSavedSearchesApp();
const { accountWithHeader, saveAs, visitorSaves } = s;

describe('saving a search', () => {
  it('keeps an account’s searches, renamed, set to daily and removed by their owner only', async () => {
    const { headers } = await accountWithHeader();
    const saved = await saveAs(headers, {
      name: 'Kraków do 600 tys.',
      criteria: { ...krakowFlats, priceTo: '600000', page: '3', sortBy: 'price' },
    });
    expect(saved.json()).toEqual({ message: savedSearchMessages.saved });
    const list = await s.t.app.inject({ method: 'GET', url: '/api/saved-searches', headers });
    const [search] = list.json();
    expect(search).toMatchObject({
      name: 'Kraków do 600 tys.',
      frequency: 'instant',
      criteria: { ...krakowFlats, priceTo: '600000' },
      // To say the criteria in words on the list.
      cityName: 'Kraków',
    });

    const url = `/api/saved-searches/${search.searchId}`;
    const stranger = await accountWithHeader();
    const foreign = await s.t.app.inject({
      method: 'PUT',
      url,
      headers: stranger.headers,
      payload: { name: 'x' },
    });
    expect(foreign.json()).toEqual({ error: savedSearchMessages.notFound });
    await s.t.app.inject({ method: 'PUT', url, headers, payload: { name: 'Kraków', frequency: 'daily' } });
    const renamed = await s.t.app.inject({ method: 'GET', url: '/api/saved-searches', headers });
    expect(renamed.json()).toMatchObject([{ name: 'Kraków', frequency: 'daily' }]);
    expect((await s.t.app.inject({ method: 'DELETE', url, headers })).json()).toEqual({
      message: savedSearchMessages.removed,
    });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/saved-searches', headers })).json()).toEqual([]);
  });

  it('refuses criteria the search refuses, no criteria, and more searches than the limits', async () => {
    const { user, headers } = await accountWithHeader();
    const bad = await saveAs(headers, { name: 'Zła', criteria: { priceFrom: 'dużo' } });
    expect(bad.json()).toEqual({ error: savedSearchMessages.badCriteria });
    const none = await saveAs(headers, { name: 'Wszystko', criteria: { page: '2' } });
    expect(none.json()).toEqual({ error: savedSearchMessages.noCriteria });

    const row = {
      type: 'apartment',
      rent: 0,
      cityId: 0,
      criteria: { type: 'apartment' },
      frequency: 'instant' as const,
    };
    await s.t.db.insert(savedSearches).values(
      Array.from({ length: SavedSearchLimits.perAccount }, (_, n) => ({
        ...row,
        userId: user.userId,
        name: `s${n}`,
      })),
    );
    const over = await saveAs(headers, { name: 'Jeszcze jedno', criteria: krakowFlats });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: savedSearchMessages.tooManyForAccount });

    const email = 'pelny@example.pl';
    await s.t.db
      .insert(savedSearches)
      .values(
        Array.from({ length: SavedSearchLimits.perEmail }, (_, n) => ({ ...row, email, name: `v${n}` })),
      );
    const visitor = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      remoteAddress: freshIp(),
      payload: { name: 'Nowe', criteria: krakowFlats, email, captcharesponse: await solveCaptcha(s.t.app) },
    });
    expect(visitor.json()).toEqual({ error: savedSearchMessages.tooManyForEmail });
  });

  it('confirms a visitor’s search only through the e-mailed link, whose secret is stored hashed', async () => {
    const [, searchId, secret] = await visitorSaves('gosc@example.pl', krakowFlats);
    expect(secret).toMatch(/^[A-Z0-9]{32}$/);
    const [stored] = await s.t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.searchId, Number(searchId)));
    expect(stored?.confirmedAt).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const wrong = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/confirm/ZZZ`,
    });
    expect(wrong.json()).toEqual({ error: savedSearchMessages.linkInvalid });
    const right = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/confirm/${secret}`,
    });
    expect(right.json()).toEqual({ message: savedSearchMessages.confirmed });
  });

  it('asks a visitor for an e-mail address', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      remoteAddress: freshIp(),
      payload: { name: 'Bez adresu', criteria: krakowFlats, captcharesponse: await solveCaptcha(s.t.app) },
    });
    expect(response.json()).toEqual({ error: savedSearchMessages.emailRequired });
  });

  it('answers a visitor’s further saves with 429, per address and per e-mail', async () => {
    const save = async (email: string, ip: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        remoteAddress: ip,
        payload: { name: 'Dużo', criteria: krakowFlats, email, captcharesponse: 'zly' },
      });
    // A wrong captcha counts too: the limits are checked before it, so guessing it is limited as well.
    const fromIp = [];
    for (let n = 0; n < 6; n += 1) fromIp.push((await save(`ip${n}@example.pl`, '192.0.2.70')).statusCode);
    expect(fromIp).toEqual([...Array(5).fill(400), 429]);

    const fromEmail = [];
    for (let n = 0; n < 4; n += 1) fromEmail.push((await save('natretny@example.pl', freshIp())).statusCode);
    expect(fromEmail).toEqual([400, 400, 400, 429]);
    expect((await save('natretny@example.pl', freshIp())).json()).toEqual({
      error: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    });
    // An account's save sends no e-mail to confirm: the address blocked for visitors still saves.
    const { headers } = await accountWithHeader();
    const account = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers,
      remoteAddress: '192.0.2.70',
      payload: { name: 'Konto', criteria: krakowFlats },
    });
    expect(account.json()).toEqual({ message: savedSearchMessages.saved });
  });
});
