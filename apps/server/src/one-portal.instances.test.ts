import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { accountMessages, messages } from '@portal/domain';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { krakow } from '../test/factories.ts';
import { call, eventually, logIn, solveCaptchaOf } from '../test/instance-client.ts';
import { deliverOverFtp, demoIntegration, listedAdsOf, offersPackage } from '../test/instance-imports.ts';
import type { Instance } from '../test/instances.ts';
import { demoPassword, demoUsers } from './db/demo/seed-demo.ts';
import { parseCsv } from './db/places/csv.ts';
import { housePayload } from './features/my-estates/estate-payload.fixture.ts';
import { fixturePhoto } from './features/photos/upload.fixture.ts';

// Two real server processes on one PostgreSQL database and one S3 bucket, started together on an empty database
// by apps/server/test/instances-setup.ts: whatever a client does through one, the other must agree with.
const { a, b, databaseUrl } = inject('instances');

async function countRows(table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

// Logged in once, on A: every login counts against the per-address limit of the login form.
let jan: { userId: number; auth: string };
let admin: { auth: string };
beforeAll(async () => {
  jan = await logIn(a, demoUsers.private.email, demoPassword);
  admin = await logIn(a, demoUsers.admin.email, demoPassword);
});

/** A new, inactive house of the session's user, saved through `instance`; answers its id. */
async function newHouse(instance: Instance, auth: string) {
  const created = await call(instance, 'POST', '/api/estates/dom', { body: housePayload(), auth });
  expect(created.status).toBe(200);
  return created.json.estateId as number;
}

/**
 * The browser's upload of one photo: the upload URL asked of `announcedBy`, the file PUT straight to the bucket,
 * the upload completed through `completedBy`; answers the completion's answer.
 */
async function uploadPhoto(announcedBy: Instance, completedBy: Instance, auth: string, estateId: number) {
  const photo = fixturePhoto('house.jpg');
  const announced = await call(announcedBy, 'POST', `/api/estates/${estateId}/photos`, {
    body: [{ name: 'dom.jpg', size: photo.length, type: 'image/jpeg' }],
    auth,
  });
  const [target] = announced.json;
  const put = await fetch(target.sasTokenUrl, {
    method: 'PUT',
    headers: { 'content-type': target.contentType },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  return call(completedBy, 'POST', `/api/estates/${estateId}/photos/${target.uploadId}/complete`, { auth });
}

const idsOf = (list: { json: { rows: { estateId: number }[] } }) => list.json.rows.map((row) => row.estateId);

describe('two instances started together on an empty database', () => {
  it('both answer, and the localities and the demo ads went in once', async () => {
    for (const instance of [a, b]) {
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      expect((await fetch(instance.metricsUrl)).status).toBe(200);
    }
    const localities = parseCsv(
      gunzipSync(readFileSync(new URL('../data/localities.csv.gz', import.meta.url))).toString('utf8'),
    ).length;
    expect(await countRows('cities')).toBe(localities);
    expect(await countRows('estates')).toBe(30);
  });
});

describe('keys shared through the database', () => {
  it('accepts on B a captcha fetched from A, once', async () => {
    const captcha = await solveCaptchaOf(a);
    const registered = await call(b, 'POST', '/api/user/register/user', {
      body: {
        email: 'nowa@example.pl',
        password: 'tajne123',
        rePassword: 'tajne123',
        terms: true,
        name: 'Ewa',
        surname: 'Nowa',
        phone: '600 700 800',
        captcha,
      },
    });
    expect(registered).toEqual({ status: 200, json: { message: accountMessages.registered } });
    // Used on B, it is used up on A too.
    const contact = {
      name: 'Ewa',
      email: 'nowa@example.pl',
      text: 'Pytanie o ogłoszenie.',
      captcharesponse: captcha,
    };
    const replayed = await call(a, 'POST', '/api/site/contact', { body: contact });
    expect(replayed).toEqual({ status: 400, json: { error: messages.hash } });
  });

  it('accepts on B a session token from logging in on A', async () => {
    const profile = await call(b, 'GET', `/api/user/${jan.userId}/profile`, { auth: jan.auth });
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({ userId: jan.userId, email: demoUsers.private.email });
  });
});

describe('photos in the shared bucket', () => {
  it('completes through B an upload URL issued by A, and both serve the photo', async () => {
    const estateId = await newHouse(a, jan.auth);
    const completed = await uploadPhoto(a, b, jan.auth, estateId);
    expect(completed.status).toBe(200);
    const [photo] = completed.json;
    for (const instance of [b, a]) {
      const served = await fetch(`${instance.url}/${photo.container}/dom/${photo.filename}/360x270`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });
});

describe('lists cleared on every instance', () => {
  it('lists on B at once an ad activated through A, although B had the lists in its 5-second cache', async () => {
    const { auth } = jan;
    const estateId = await newHouse(a, auth);
    expect((await uploadPhoto(a, a, auth, estateId)).status).toBe(200);
    const lists = ['/api/estates/recently-added', `/api/estates/domy/sprzedaz/city/${krakow.cityId}`];
    // Read on B first: these answers are now kept by B for PUBLIC_LIST_CACHE_SECONDS.
    for (const list of lists) expect(idsOf(await call(b, 'GET', list))).not.toContain(estateId);

    expect((await call(a, 'PUT', `/api/estates/${estateId}/activate`, { auth })).status).toBe(200);
    // A's NOTIFY reaches B asynchronously: B is asked again for less time than its cache keeps an answer, so only
    // the announcement can make the ad appear there in time.
    const listedOnB = await eventually(async () => {
      const answers = await Promise.all(lists.map((list) => call(b, 'GET', list)));
      return answers.every((answer) => idsOf(answer).includes(estateId));
    }, 2000);
    expect(listedOnB).toBe(true);
  });
});

describe('imports on one instance', () => {
  it('imports over FTP and "Importuj teraz" on A while B keeps answering, and both list the new ads', async () => {
    const integration = await demoIntegration(a, admin.auth);
    const before = await listedAdsOf(b, integration.companyUserId);
    const offers = 60;
    await deliverOverFtp(a.ftpPort, 'oferty_1.zip', offersPackage('RUN', offers));

    const started = await call(a, 'POST', `/api/site/imports/run/${integration.integrationId}`, {
      auth: admin.auth,
    });
    expect(started.status).toBe(200);
    // 'Importuj teraz' answered at once; the run of the package ends when the import does.
    const lastRun = async () =>
      (
        await call(a, 'GET', `/api/site/imports/runs?integrationId=${integration.integrationId}`, {
          auth: admin.auth,
        })
      ).json.runs[0];
    const isImporting = async () => ['running', undefined].includes((await lastRun())?.status);
    // Searches B has not cached yet, so that each one reads the database while A writes the offers.
    const statusesOnB: number[] = [];
    for (let priceTo = 100_000; await isImporting(); priceTo += 1000) {
      statusesOnB.push((await call(b, 'GET', `/api/estates/search?priceTo=${priceTo}`)).status);
    }

    expect(await lastRun()).toMatchObject({ status: 'done', added: offers, failed: 0 });
    expect(statusesOnB.length).toBeGreaterThanOrEqual(3);
    expect(statusesOnB.every((answer) => answer === 200)).toBe(true);
    for (const instance of [a, b])
      expect(await listedAdsOf(instance, integration.companyUserId)).toBe(before + offers);
  });
});
