// A company's page (an agency's or a developer's): its texts, the same in the HTML the server sends and in the app;
// its logo's limits; the admin's form that says which kind a company is.
import { z } from 'zod';
import { idField } from './schemas/fields.ts';
import { messages } from './schemas/messages.ts';
import { type SellerKind, sellerKindLabels } from './seller-kinds.ts';
import { siteName } from './site.ts';

type CompanySellerKind = Exclude<SellerKind, 'private'>;

/** The heading of the company's list of ads, as Otodom words it. */
export const agencyOffersHeading: Record<CompanySellerKind, string> = {
  agency: 'Oferty biura',
  developer: 'Oferty dewelopera',
};

/** The page's title: the company's name and its kind, 'Dom-Invest – Biuro nieruchomości'. */
export const agencyPageTitle = (name: string, kind: CompanySellerKind) =>
  `${name} – ${sellerKindLabels[kind]}`;

export const agencyPageDescription = (name: string, kind: CompanySellerKind) =>
  `${agencyPageTitle(name, kind)}: adres, telefon i wszystkie oferty w serwisie ${siteName}.`;

export const agencyTexts = {
  logoAlt: (name: string) => `Logo: ${name}`,
  empty: 'Firma nie ma w tej chwili aktywnych ofert.',
  address: 'Adres',
  phone: 'Telefon',
  showPhone: 'Pokaż numer telefonu',
  allOffers: 'Wszystkie oferty firmy',
};

/** A company's logo: what it may weigh as sent, and the box it is stored within (shown at half, for sharp screens). */
export const logoLimits = { maxBytes: 2 * 1024 * 1024, width: 320, height: 160 };

export const logoMessages = {
  notCompany: 'Logo może dodać tylko konto firmowe.',
  tooLarge: 'Plik logo jest za duży: maksymalnie 2 MB.',
  unsupported: 'Logo musi być obrazem w formacie JPG lub PNG.',
  saved: 'Logo zostało zapisane.',
  removed: 'Logo zostało usunięte.',
};

/** POST /api/site/company-kind (admin): whether a company account is a developer or an agency. */
export const CompanyKindSchema = z.object({
  userId: idField(),
  developer: z.boolean({ error: messages.invalid }),
});
export type CompanyKind = z.infer<typeof CompanyKindSchema>;

export const companyKindMessages = {
  saved: 'Rodzaj firmy został zapisany.',
  failed: 'Wystąpił błąd podczas zapisywania rodzaju firmy!',
  notCompany: 'To nie jest konto firmowe.',
};
