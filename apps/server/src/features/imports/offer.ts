import type { Amenity, EstateType } from '@portal/domain';

/**
 * One name the file gives for where the offer is, with the field it came in (shown back in problems) and what that
 * field is meant to hold: the town, a part of it (dzielnica, a lower level of the location tree), the commune or the
 * county. CRMs misfile them: a county in the town field, the town in dzielnica.
 */
export type PlaceClue = { field: string; value: string; role: 'town' | 'part' | 'commune' | 'county' };

/** One CRM offer in the portal's terms, whatever the wire format it came in (the adapters' common output). */
export type ImportedOffer = {
  externalId: string;
  type: EstateType;
  rent: 0 | 1;
  /** Null when the file does not say: the portal invents no facts. */
  market: 1 | 2 | null;
  title: string;
  description: string;
  price: number;
  area: number;
  landArea: number | null;
  /** A rent offer's monthly fees (czynsz) and deposit (kaucja), in złoty; null when the format does not carry them. */
  monthlyFees: number | null;
  deposit: number | null;
  rooms: number | null;
  floor: number | null;
  floors: number | null;
  year: number | null;
  height: number | null;
  material: number | null;
  category: number | null;
  access: number | null;
  amenities: Partial<Record<Amenity, 0 | 1>>;
  address: string;
  cityCode: string;
  district: string | null;
  /** Names as the CRM wrote them; locate-offer.ts finds the TERYT locality. */
  place: { province: string; clues: PlaceClue[] };
  latitude: number | null;
  longitude: number | null;
  /** Photo file names in source order (the sync keeps the first 6). */
  photos: string[];
} & Partial<OfferDetails>;

/**
 * The details of estate-details.ts as a file gives them, each absent or null when it does not say; finishOffer
 * leaves out those the ad's type or offer has none of.
 */
export type OfferDetails = {
  bathrooms: number | null;
  finish: number | null;
  heating: number | null;
  ownership: number | null;
  /** 'YYYY-MM-DD'. */
  availableFrom: string | null;
  garden: 0 | 1 | null;
  pets: 0 | 1 | null;
};

/** An offer left out of a package for a reason in the file, in Polish ('brak ceny'). */
export type Refusal = { externalId: string; reason: string };

/** What one package asks for: upserts, explicit withdrawals and, for a full export, the ids it holds. */
export type ImportPackage = {
  /** 'full' lists every offer of the scope: the ones missing from it may be withdrawn (with brakes). */
  mode: 'full' | 'diff';
  /** ASARI: a full export covers only its branch (signature middle segment), not the whole account. */
  scope: string | null;
  offers: ImportedOffer[];
  withdrawals: string[];
  /** Galactica version bumps: delete 'X-GS-1-1' with upsert 'X-GS-1-2' in one package relinks the same ad. */
  relinks: { from: string; to: string }[];
  /** Every id present in the package, also offers the adapter had to skip: absence means absence, not a bad row. */
  presentIds: string[];
  /**
   * Offers the package sends that cannot become ads, with why. The run tells, for each, whether an ad of an earlier
   * version stays online: a refused update does not take the ad down.
   */
  refusals: Refusal[];
  /** What else the company should know about the package (an offer whose id cannot be read, a status withdrawn). */
  problems: string[];
  /**
   * What offers that go in lost to fit (text cut, coordinates outside Poland, values unreadable, unknown or
   * implausible, a type or transaction assumed): told, not counted as failures.
   */
  notes?: string[];
};
