import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/profile.ts';
import { isMenu, navigationFor } from './navigation.ts';

const labels = (profile: Parameters<typeof navigationFor>[0]) =>
  navigationFor(profile).map((entry) => entry.label);

describe('navbar menus', () => {
  it('offers registration to visitors and both category menus', () => {
    expect(labels(null)).toEqual(['O nas', 'Ostatnio oglądane', 'Rejestracja', 'Sprzedaż', 'Wynajem']);
    const sale = navigationFor(null).find((entry) => entry.label === 'Sprzedaż');
    expect(sale && isMenu(sale) ? sale.links.map((link) => link.to) : []).toEqual([
      '/mieszkania/sprzedaz/',
      '/domy/sprzedaz/',
      '/dzialki/sprzedaz/',
      '/obiekty/sprzedaz/',
      '/lokale/sprzedaz/',
    ]);
  });

  it('offers my account instead of registration when logged in, and admin only to admins', () => {
    expect(labels(makeProfile())).toEqual([
      'O nas',
      'Ostatnio oglądane',
      'Moje konto',
      'Sprzedaż',
      'Wynajem',
    ]);
    expect(labels(makeProfile({ admin: true }))).toEqual([
      'O nas',
      'Ostatnio oglądane',
      'Admin',
      'Moje konto',
      'Sprzedaż',
      'Wynajem',
    ]);
  });

  it('lists the FTP integration only for accounts that have one', () => {
    const accountLinks = (integrationId: number) => {
      const account = navigationFor(makeProfile({ integrationId })).find(
        (entry) => entry.label === 'Moje konto',
      );
      return account && isMenu(account) ? account.links.map((link) => link.label) : [];
    };
    expect(accountLinks(0)).not.toContain('Integracja');
    expect(accountLinks(5)).toContain('Integracja');
  });

  it('links the hidden ads next to the saved searches in my account', () => {
    const account = navigationFor(makeProfile()).find((entry) => entry.label === 'Moje konto');
    const links = account && isMenu(account) ? account.links : [];
    const saved = links.findIndex((link) => link.label === 'Zapisane wyszukiwania');
    expect(links[saved + 1]).toEqual({ label: 'Ukryte ogłoszenia', to: '/ukryte' });
  });
});
