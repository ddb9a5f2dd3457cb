import { describe, expect, it } from 'vitest';
import { searchCriteriaParts, searchName } from './search-name.ts';

// The numbers are grouped and joined to their units by non-breaking spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a saved search’s name', () => {
  it('names the category, the kind of offer, the city and the price as Polish portals do', () => {
    const criteria = { type: 'apartment', rent: '0', city: '950463', priceTo: '600000' };
    expect(plain(searchName(criteria, 'Kraków'))).toBe('Mieszkania na sprzedaż, Kraków, do 600 000 zł');
  });

  it('says every criterion in words, leaving out those the search drops', () => {
    const criteria = {
      type: 'house',
      rent: '1',
      province: '12',
      district: ' Podgórze ',
      priceFrom: '2000',
      priceTo: '4500',
      areaFrom: '80',
      rooms: '3',
      seller: 'private',
      words: 'ogród',
      elevator: '1',
      parking: '0',
      pricePerM2To: 'abc',
      polygon: '[[50,19],[50,20],[51,20]]',
    };
    expect(searchCriteriaParts(criteria).map(plain)).toEqual([
      'Domy na wynajem',
      'woj. małopolskie',
      'Podgórze',
      'od 2 000 do 4 500 zł',
      'od 80 m²',
      '3 pokoje',
      'Osoba prywatna',
      '„ogród”',
      'winda',
      'obszar na mapie',
    ]);
  });

  it('says the everyday filters as the chips do', () => {
    const criteria = {
      type: 'apartment',
      rent: '0',
      city: '950463',
      market: '1',
      floorFrom: '0',
      withPhotos: '1',
      balcony: '1',
      garden: '0',
    };
    expect(searchName(criteria, 'Kraków')).toBe(
      'Mieszkania na sprzedaż, Kraków, rynek: pierwotny, piętro od: parter, tylko ze zdjęciami, balkon',
    );
  });

  it("says a house search's 'stan wykończenia' and bathrooms in words", () => {
    const criteria = { type: 'house', rent: '0', finish: '2', bathroomsFrom: '2' };
    expect(searchName(criteria)).toBe(
      'Domy na sprzedaż, stan wykończenia: do wykończenia, liczba łazienek: 2+',
    );
  });

  it('names a search without a category after real estate, and keeps to the name’s limit', () => {
    expect(searchName({ rent: '1' })).toBe('Nieruchomości na wynajem');
    expect(searchName({ words: 'x'.repeat(300) })).toHaveLength(100);
  });
});
