import type { Amenity, EstateType } from '@portal/domain';

/** One CRM offer in the portal's terms, whatever the wire format it came in (the adapters' common output). */
export type ImportedOffer = {
  externalId: string;
  type: EstateType;
  rent: 0 | 1;
  market: 1 | 2;
  title: string;
  description: string;
  price: number;
  area: number;
  landArea: number | null;
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
  /** Names as the CRM wrote them; the sync finds the TERYT locality. */
  place: { province: string; county: string; city: string };
  latitude: number | null;
  longitude: number | null;
  /** Photo file names in source order (the sync keeps the first 6). */
  photos: string[];
};

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
  problems: string[];
};
