import { describe, expect, it } from 'vitest';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader, login } from '../../../test/users.ts';
import { appealLinkIn, report, useModerationApp } from './moderation.harness.ts';

const s = useModerationApp();
const { reportAs, mailsTo, queue, decide, isPublic } = s;

describe('the appeal', () => {
  it('is taken once through the signed link, goes back to the queue, and its decision is final', async () => {
    const seller = await makeUser(s.t.db);
    const ad = await makeEstate(s.t.db, seller.userId);
    const other = await makeEstate(s.t.db, seller.userId);
    await reportAs(ad.estateId, report, await makeUser(s.t.db));
    await decide(ad.estateId, {
      action: 'block',
      rule: 'serious',
      facts: 'Wyłudzanie zaliczek w kilku ogłoszeniach.',
    });
    const link = appealLinkIn((await mailsTo(seller.email))[0]?.text ?? '');
    const [, path, decisionId, signature] = link ?? [];

    const forged = await s.t.app.inject({
      method: 'POST',
      url: `/api/moderation/appeal/${decisionId}/${'x'.repeat(43)}`,
      payload: { text: 'To pomyłka, nie pobieram żadnych zaliczek.' },
    });
    expect(forged.statusCode).toBe(404);
    const shown = await s.t.app.inject(`/api/moderation/appeal/${decisionId}/${signature}`);
    expect(shown.json()).toMatchObject({ action: 'block', estateId: ad.estateId, appealPath: path });

    const appeal = (text: string) =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/moderation/appeal/${decisionId}/${signature}`,
        payload: { text },
      });
    expect((await appeal('To pomyłka, nie pobieram żadnych zaliczek.')).statusCode).toBe(200);
    const twice = await appeal('Jeszcze raz proszę o sprawdzenie.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      'Od tej decyzji odwołano się już raz; decyzja po odwołaniu jest ostateczna.',
    );

    const item = (await queue())
      .json()
      .rows.find((row: { estate: { estateId: number } }) => row.estate.estateId === ad.estateId);
    expect(item.appeal).toMatchObject({ text: 'To pomyłka, nie pobieram żadnych zaliczek.' });
    expect(item.log[0]).toMatchObject({
      action: 'block',
      adminEmail: s.admin.email,
      appeal: { text: expect.any(String) },
    });

    expect(
      (await decide(ad.estateId, { action: 'keep', facts: 'Advertiser wykazał, że zaliczek nie pobierał.' }))
        .statusCode,
    ).toBe(200);
    expect(await isPublic(ad.estateId)).toBe(true);
    expect(await isPublic(other.estateId)).toBe(true);
    expect((await login(s.t.app, seller.email, testPassword)).statusCode).toBe(200);
    const final = (await mailsTo(seller.email)).find((m) => m.subject.startsWith('Decyzja po odwołaniu'));
    expect(final?.text).toContain('Uwzględniliśmy Twoje odwołanie');
    expect(appealLinkIn(final?.text ?? '')).toBeNull();

    const decisions = await s.t.app.inject({
      url: '/api/moderation/decisions',
      headers: await authHeader(s.t.secrets.jwtSecret, seller),
    });
    expect(decisions.json()).toEqual([
      expect.objectContaining({ action: 'block', appealed: true, appealPath: null }),
    ]);
  });
});
