import { readFileSync } from 'node:fs';
import type { Amenity, EstateType, ImportFormat, IntegrationType } from '@portal/domain';
import type { ZipInput } from '../../../../test/fixtures/crm/build-zip.ts';

// The fidelity corpus: for each CRM the importer serves, packages shaped like that CRM's real exports
// (CRM-EXPORTS.md) with synthetic people and addresses, and the ads each must leave on the portal.

/** An ad as GET /api/estates/{id} shows it after a package. Its contact is always the company's own. */
export type ExpectedAd = {
  externalId: string;
  /** The CRM id the same ad (same estateId, same URL) answered to before: a Galactica version bump. */
  formerly?: string;
  type: EstateType;
  rent: 0 | 1;
  category: number | null;
  title: string;
  /** In złoty: the portal takes no other currency. */
  price: number;
  area: number;
  landArea?: number | null;
  rooms: number | null;
  floor: number | null;
  floors?: number | null;
  year?: number | null;
  market: 1 | 2 | null;
  city: string;
  district: string | null;
  address: string;
  /** The file's own point, or 'city' when it gives none (the locality's point is shown, matchGeo 0). */
  coordinates: [number, number] | 'city';
  description: string;
  /** Photo file names in the order the ad shows them. */
  photos: string[];
  amenities?: Partial<Record<Amenity, 0 | 1 | null>>;
};

export type CorpusPackage = {
  /** The ZIP's name, or an ASARI manifest's, delivered as loose files with the others beside it. */
  name: string;
  files: ZipInput[];
  /** The run's counts and the lines the company reads about it. */
  outcome: { added: number; updated: number; withdrawn: number; failed: number; problems: string[] };
  /** Every ad of the company online after this package. */
  online: ExpectedAd[];
  /** CRM ids of offers that must not be online after this package. */
  offline: string[];
};

/** A CRM's packages; `format` is the integration's file format setting ('auto' when not given). */
export type Corpus = { system: IntegrationType; format?: ImportFormat; packages: CorpusPackage[] };

const jpeg = readFileSync(new URL('../../../../test/fixtures/photos/small-400x300.jpg', import.meta.url));

/** Photo files shipped in a package: small JPEGs under the names the XML gives. */
export const photoFiles = (...names: string[]): ZipInput[] => names.map((name) => ({ name, content: jpeg }));

/** A file of test/fixtures/crm, as it lies. */
export const crmFixture = (path: string) =>
  readFileSync(new URL(`../../../../test/fixtures/crm/${path}`, import.meta.url));
