import { describe, expect, it } from 'vitest';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { parsePackageAside } from './parse-aside.ts';
import { parsePackage } from './parse-package.ts';

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
});
