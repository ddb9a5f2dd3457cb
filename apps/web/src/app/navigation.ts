// The navbar's menus (spec §2 'Layout'), shared by the desktop bar and the phone drawer.
import { estateTypeInfo, estateTypes, hidingTexts, type Profile, type Rent, routes } from '@portal/domain';
import { isAdmin } from '../api/session.ts';

export type NavLinkItem = { label: string; to: string };
export type NavMenu = { label: string; links: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavMenu;

export function isMenu(entry: NavEntry): entry is NavMenu {
  return 'links' in entry;
}

function categoryLinks(rent: Rent): NavLinkItem[] {
  return estateTypes.map((type) => ({ label: estateTypeInfo[type].label, to: routes.list(type, rent) }));
}

export function navigationFor(profile: Profile | null): NavEntry[] {
  const entries: NavEntry[] = [
    { label: 'O nas', to: routes.about() },
    // Everyone's, logged in or not: the list lives in the browser.
    { label: 'Ostatnio oglądane', to: routes.recentlyViewed() },
  ];
  if (isAdmin(profile)) {
    entries.push({
      label: 'Admin',
      links: [
        { label: 'Statystyki', to: routes.adminStats() },
        { label: 'Dodaj integrację', to: routes.adminAddIntegration() },
        { label: 'Usuń ogłoszenie', to: routes.adminRemoveAd() },
        { label: 'Promowanie', to: routes.adminPromotion() },
        { label: 'Importy ofert', to: routes.adminImports() },
        { label: 'Moderacja', to: routes.adminModeration() },
        { label: 'Nieruchomości', to: routes.adminProperties() },
      ],
    });
  }
  if (profile) {
    const account: NavLinkItem[] = [
      { label: 'Zarządzanie ogłoszeniami', to: routes.manage() },
      { label: 'Zapisane wyszukiwania', to: routes.savedSearches() },
      { label: hidingTexts.title, to: routes.hidden() },
      { label: 'Edytuj profil', to: routes.editProfile() },
      { label: 'Zmień hasło', to: routes.changePassword() },
    ];
    // Only accounts with an FTP integration have data to show there (spec §2).
    if (profile.integrationId > 0) account.push({ label: 'Integracja', to: routes.integration() });
    account.push({ label: 'Usuń konto', to: routes.removeAccount() });
    entries.push({ label: 'Moje konto', links: account });
  } else {
    entries.push({ label: 'Rejestracja', to: routes.register() });
  }
  entries.push({ label: 'Sprzedaż', links: categoryLinks(0) }, { label: 'Wynajem', links: categoryLinks(1) });
  return entries;
}
