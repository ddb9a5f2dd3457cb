import { describe, expect, it } from 'vitest';
import { parsePackage } from './parse-package.ts';

const ofertyNet = (offers: string, withdrawals = '') => `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<plik><header><zawartosc_pliku>roznica</zawartosc_pliku></header><lista_ofert>
<dzial tab="mieszkania" typ="sprzedaz">
${offers}
${withdrawals}
</dzial></lista_ofert></plik>`;
const flat = (id: string, description: string) => `<oferta><id>${id}</id>
<param nazwa="miasto" typ="text">Gliwice</param>
<param nazwa="powierzchnia" typ="real">48,3</param>
<cena waluta="PLN">389000</cena>
<param nazwa="opis" typ="text">${description}</param>
</oferta>`;
const otodom = `<?xml version="1.0" encoding="utf-8"?>
<otoDom><ImportType>incremental</ImportType><Insertions>
<Insertion><ID>ms1</ID><Action>0</Action><Price>1</Price><Area>1</Area><ObjectName>0</ObjectName><City>Gliwice</City></Insertion>
</Insertions></otoDom>`;
const noe = '<?xml version="1.0"?><xml><export><type>full</type></export></xml>';

describe('reading a package', () => {
  it('imports every offer of a file with a raw & in one description', () => {
    const files = new Map([
      ['oferty.xml', ofertyNet([flat('G-1', 'Kuchnia & salon'), flat('G-2', 'Parter')].join('\n'))],
    ]);
    const pkg = parsePackage('galactica', files);
    expect(pkg.offers.map((offer) => [offer.externalId, offer.description])).toEqual([
      ['G-1', 'Kuchnia & salon'],
      ['G-2', 'Parter'],
    ]);
    expect(pkg.problems).toEqual([]);
  });

  it('loses only an offer broken beyond repair, and keeps the withdrawals', () => {
    const offers = [flat('G-1', 'Dom'), flat('G-2', 'Mieszkanie <b>z ogrodem'), flat('G-3', 'Parter')].join(
      '\n',
    );
    const pkg = parsePackage(
      'imo',
      new Map([['oferty.xml', ofertyNet(offers, '<oferta_usun><id>G-9</id></oferta_usun>')]]),
    );
    expect(pkg.offers.map((offer) => offer.externalId)).toEqual(['G-1', 'G-3']);
    expect(pkg.withdrawals).toEqual(['G-9']);
    expect(pkg.refusals).toEqual([{ externalId: 'G-2', reason: 'niepoprawny XML oferty (linia 10)' }]);
    // Present, so that a full export would not withdraw its ad.
    expect(pkg.presentIds).toContain('G-2');
  });

  it('names a file in no format it reads as such', () => {
    expect(() => parsePackage('galactica', new Map([['properties_noe2.xml', noe]]))).toThrow(
      'nieobsługiwany format pliku properties_noe2.xml',
    );
  });

  it('reads the best format of a ZIP with several, and says which file it read', () => {
    const files = new Map([
      ['properties_otodom.xml', otodom],
      ['oferty.xml', ofertyNet(flat('G-1', 'Dom'))],
      ['properties_noe2.xml', noe],
    ]);
    const pkg = parsePackage('galactica', files);
    expect(pkg.offers.map((offer) => offer.externalId)).toEqual(['G-1']);
    expect(pkg.notes?.[0]).toBe(
      'odczytano plik oferty.xml (Oferty.net); pominięto: properties_noe2.xml (nieobsługiwany format), properties_otodom.xml (Otodom)',
    );
  });

  it('reads the format the integration is set to, and says when the package has none of it', () => {
    const files = new Map([
      ['oferty.xml', ofertyNet(flat('G-1', 'Dom'))],
      ['properties_noe2.xml', noe],
    ]);
    expect(() => parsePackage('imo', files, 'otodom')).toThrow(
      'brak pliku w formacie Otodom, ustawionym dla integracji; w paczce: oferty.xml (Oferty.net), properties_noe2.xml (nieobsługiwany format)',
    );
    files.set('properties_otodom.xml', otodom);
    expect(parsePackage('imo', files, 'otodom').presentIds).toEqual(['ms1']);
  });
});
