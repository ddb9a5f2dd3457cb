// Who places an ad, as the search tells them apart: a private person or an agency (an account registered as a
// company).

export const sellerKinds = ['private', 'agency'] as const;
export type SellerKind = (typeof sellerKinds)[number];

export const sellerKindLabels: Record<SellerKind, string> = {
  private: 'Osoba prywatna',
  agency: 'Biuro nieruchomości',
};
