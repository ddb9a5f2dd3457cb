// Who places an ad, as cards, the ad page and the search tell them apart: a private person, an agency (an account
// registered as a company) or a developer (a company account that builds and sells its own flats).

export const sellerKinds = ['private', 'agency', 'developer'] as const;
export type SellerKind = (typeof sellerKinds)[number];

export const sellerKindLabels: Record<SellerKind, string> = {
  private: 'Osoba prywatna',
  agency: 'Biuro nieruchomości',
  developer: 'Deweloper',
};

/** The kind an account's ads are shown under; only a company account can be a developer. */
export function sellerKind(account: { company: boolean; developer: boolean }): SellerKind {
  if (!account.company) return 'private';
  return account.developer ? 'developer' : 'agency';
}
