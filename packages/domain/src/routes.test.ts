import { describe, expect, it } from 'vitest';
import { parseIdSegment, parsePageSegment, photoUrl, routes } from './routes.ts';

describe('list routes', () => {
  it('builds category lists with page segments after the first page', () => {
    expect(routes.list('apartment', 0)).toBe('/mieszkania/sprzedaz/');
    expect(routes.list('apartment', 0, 1)).toBe('/mieszkania/sprzedaz/');
    expect(routes.list('land', 1, 2)).toBe('/dzialki/wynajem/oferty-2');
  });

  it('builds city lists with the city slug', () => {
    expect(routes.cityList('apartment', 0, 950463, 'Kraków')).toBe('/mieszkania/sprzedaz/950463/krakow/');
    expect(routes.cityList('house', 1, 1, 'Łódź', 3)).toBe('/domy/wynajem/1/lodz/oferty-3');
  });

  it('pages the user and account lists', () => {
    expect(routes.userAds(7)).toBe('/ogloszenia-uzytkownika/7');
    expect(routes.userAds(7, 2)).toBe('/ogloszenia-uzytkownika/7/oferty-2');
    expect(routes.manage()).toBe('/zarzadzaj-ogloszeniami');
    expect(routes.manage(4)).toBe('/zarzadzaj-ogloszeniami/oferty-4');
  });
});

describe('other routes', () => {
  it('builds an ad detail path from its singular type and title', () => {
    expect(routes.estate('place', 'Lokal użytkowy, 50 m²!', 42)).toBe('/lokal/lokal-uzytkowy-50-m/42');
    expect(routes.estate('house', '!!!', 5)).toBe('/dom/ogloszenie/5');
  });

  it('drops empty search values and encodes the rest', () => {
    expect(routes.search({ type: 'house', rent: 0, city: '', priceTo: undefined, page: 2 })).toBe(
      '/wyszukaj-ogloszenia?type=house&rent=0&page=2',
    );
    expect(routes.search({ coordinates: '{"north":1}' })).toBe(
      '/wyszukaj-ogloszenia?coordinates=%7B%22north%22%3A1%7D',
    );
    expect(routes.search()).toBe('/wyszukaj-ogloszenia');
    expect(routes.search({ internet: true, elevator: false })).toBe('/wyszukaj-ogloszenia?internet=1');
  });

  it('builds wizard and account paths', () => {
    expect(routes.wizard('house', 1)).toBe('/dodaj-ogloszenie/dom/krok/1');
    expect(routes.editWizard(12, 3)).toBe('/edytuj-ogloszenie/12/krok/3');
    expect(routes.activate(3, 'AB12')).toBe('/aktywuj/3/AB12');
    expect(routes.newPassword(3, 'XY9')).toBe('/nowe-haslo/3/XY9');
    expect(routes.refresh(8)).toBe('/odswiez-ogloszenie/8');
    expect(routes.remove(8)).toBe('/usun-ogloszenie/8');
    expect(routes.notFound()).toBe('/strona-nie-istnieje');
  });
});

describe('parsePageSegment', () => {
  it.each([
    ['oferty-3', 3],
    ['oferty-1', 1],
    ['oferty-0', undefined],
    ['oferty-03', undefined],
    ['oferty-x', undefined],
    ['krakow', undefined],
    ['oferty-2147483647', 2_147_483_647],
    ['oferty-2147483648', undefined],
    [undefined, undefined],
  ])('%s → %s', (segment, page) => {
    expect(parsePageSegment(segment)).toBe(page);
  });
});

describe('parseIdSegment', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2_147_483_647],
    ['2147483648', undefined],
    ['9999999999', undefined],
    ['0', undefined],
    ['012', undefined],
    ['1e3', undefined],
    [undefined, undefined],
  ])('%s → %s', (segment, id) => {
    expect(parseIdSegment(segment)).toBe(id);
  });
});

describe('photoUrl', () => {
  it('addresses a photo by container, singular type, file and size', () => {
    const photo = { container: 'photos', filename: 'abc.webp' };
    expect(photoUrl(photo, 'apartment', 'card')).toBe('/photos/mieszkanie/abc.webp/360x270');
    expect(photoUrl(photo, 'land', 'list')).toBe('/photos/dzialka/abc.webp/750x500');
  });
});
