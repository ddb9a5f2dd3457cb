import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { removeOrphanFiles } from './remove-orphan-files.ts';
import { announce, fixturePhoto, putFile, uploadPhoto } from './upload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const stored = (...path: string[]) => join(t.config.DATA_DIR, 'storage', ...path);
const webp = Buffer.from('RIFF');

/** What a photo's files look like when the process died before its row was committed (an import under kill -9). */
async function writeOrphanFolder(container = 'estates') {
  const filename = randomUUID();
  await t.storage.write(`${container}/${filename}/360x270.webp`, webp, 'image/webp');
  await t.storage.write(`${container}/${filename}/1280x960.webp`, webp, 'image/webp');
  return stored(container, filename);
}

/** Runs the sweep as if so many hours had passed: the files keep their real times. */
function sweepHoursLater(hours: number, batchSize?: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + hours * 3_600_000 });
  return removeOrphanFiles(t.db, t.storage, batchSize ? { batchSize } : {});
}

describe('the sweep of orphan files', () => {
  it('removes photo folders and waiting files without a row once past the grace period, and nothing else', async () => {
    const user = await makeUser(t.db);
    const auth = await authHeader(t.secrets.jwtSecret, user);
    const estate = await makeEstate(t.db, user.userId, { type: 'house', active: 0, draft: true });
    const [photo] = (
      await uploadPhoto(t.app, auth, estate.estateId, 'a.jpg', fixturePhoto('house.jpg'))
    ).json();
    const [waiting] = (await announce(t.app, auth, estate.estateId, [{ name: 'b.jpg', size: 4 }])).json();
    expect((await putFile(t.app, waiting, webp)).statusCode).toBe(200);
    const orphans = [await writeOrphanFolder(), await writeOrphanFolder()];
    const lateUpload = randomUUID();
    await t.storage.write(`incoming/${lateUpload}`, webp, 'image/jpeg');
    const pool = await writeOrphanFolder('demo');

    // An import in progress writes its files before its rows: young files are left alone.
    expect(await sweepHoursLater(1)).toBe(0);
    for (const folder of orphans) expect(existsSync(folder)).toBe(true);

    expect(await sweepHoursLater(7, 1)).toBe(3);
    for (const folder of orphans) expect(existsSync(folder)).toBe(false);
    expect(existsSync(stored('incoming', lateUpload))).toBe(false);
    expect(existsSync(stored('estates', photo.filename, '360x270.webp'))).toBe(true);
    expect(existsSync(stored('incoming', waiting.uploadId))).toBe(true);
    expect(existsSync(pool)).toBe(true);

    // Safe to run twice: nothing is left to do.
    expect(await sweepHoursLater(7)).toBe(0);
  });
});
