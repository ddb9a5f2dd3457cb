import type { ZipInput } from '../../../../test/fixtures/crm/build-zip.ts';
import { crmFixture, photoFiles } from './corpus.fixture.ts';

// How ASARI writes an export, as one office's real stream delivers it (CRM-EXPORTS §3.4): loose files, never
// zipped. Each export is a pair {office}_{YYYYMMDD}_{HHMMSS}_001.xml (offers, or <DELETE> signatures) and …_CFG.xml
// (empty_offers 1: a full export of the office), beside the office's dictionary definictions.xml (a real one: every
// id and name of test/fixtures/crm/asari/definictions.xml) and a foto/ folder holding the pictures by their <unique>
// name. Values as ASARI writes them: dictionary words in capitals, numbers with four decimals. Signatures
// {number}/{office}/O{kind}{S|W}.

const dictionary = crmFixture('asari/definictions.xml');

type Picture = [unique: string, status: 0 | 1, weight: number];

/** One <offer>: parameters by their real dictionary ids. */
export const offer = (
  signature: string,
  description: string,
  params: Record<number, string>,
  pictures: Picture[],
) =>
  `  <offer>
    <signature>${signature}</signature>
    <description><![CDATA[${description}]]></description>
    <parameters>
${Object.entries(params)
  .map(([id, value]) => `      <p id="${id}">${value}</p>`)
  .join('\n')}
    </parameters>
    <pictures>
${pictures
  .map(
    ([unique, status, weight]) =>
      `      <picture><unique>${unique}</unique><status>${status}</status><weight>${weight}</weight></picture>`,
  )
  .join('\n')}
    </pictures>
  </offer>`;

export const withdrawals = (...signatures: string[]) => `  <DELETE>
    <offers>
${signatures.map((signature) => `      <signature>${signature}</signature>`).join('\n')}
    </offers>
  </DELETE>`;

/** An export as it lies on the FTP: manifest, offers file, the dictionary, the photos it ships in foto/. */
export function asariExport(stem: string, full: boolean, body: string[], photos: string[] = []): ZipInput[] {
  return [
    {
      name: `${stem}_CFG.xml`,
      content: `<?xml version="1.0" encoding="UTF-8"?>
<PACKAGE>
  <empty_offers>${full ? 1 : 0}</empty_offers>
  <definictions>definictions.xml</definictions>
  <FILES>
    <file>${stem}_001.xml</file>
  </FILES>
</PACKAGE>
`,
    },
    {
      name: `${stem}_001.xml`,
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<PACKAGE>\n${body.join('\n')}\n</PACKAGE>\n`,
    },
    { name: 'definictions.xml', content: dictionary },
    ...photoFiles(...photos.map((name) => `foto/${name}`)),
  ];
}
