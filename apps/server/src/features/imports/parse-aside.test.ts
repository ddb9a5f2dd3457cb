import { describe, expect, it, vi } from 'vitest';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { parsePackageAside } from './parse-aside.ts';
import { parsePackage } from './parse-package.ts';

const workers = vi.hoisted(() => ({ started: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const threads = await importOriginal<typeof import('node:worker_threads')>();
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      workers.started++;
    }
  }
  return { ...threads, Worker: CountedWorker };
});

// Big enough (≈ 330 kB) to be parsed on a worker thread.
const offers = Array.from({ length: 600 }, (_, i) => ({ id: `W-${i}` }));
const big = (xml: string) => new Map([['oferty.xml', xml]]);

describe('a big package', () => {
  it('is parsed aside into what the parser gives, and its reason comes back as one to show', async () => {
    const xml = ofertyNetXml({ offers });
    expect(await parsePackageAside('imo', big(xml))).toEqual(parsePackage('imo', big(xml)));

    const cut = big(xml.slice(0, -200));
    const reason = await Promise.resolve()
      .then(() => parsePackage('imo', cut))
      .catch((error: Error) => error.message);
    expect(reason).toMatch(/^niepoprawny XML/);
    await expect(parsePackageAside('imo', cut)).rejects.toMatchObject({
      name: 'ImportProblem',
      message: reason,
    });
  });

  it('is parsed on the worker that parsed the one before, not on a new one each', async () => {
    const startedBefore = workers.started;
    for (const n of [1, 2, 3]) {
      const xml = ofertyNetXml({ offers: offers.map((offer) => ({ ...offer, price: 100_000 * n })) });
      expect((await parsePackageAside('imo', big(xml))).offers[0]?.price).toBe(100_000 * n);
    }
    expect(workers.started - startedBefore).toBeLessThanOrEqual(1);
  });
});
