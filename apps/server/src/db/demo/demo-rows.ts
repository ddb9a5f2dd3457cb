import { amenities } from '@portal/domain';
import type { DemoUser } from './demo-users.ts';
import type { DemoEstate } from './generate-estate.ts';
import type { Column } from './insert-rows.ts';
import { demoContainer } from './photo-pool.ts';

// The columns of each demo table for insertRows; dates travel as ISO strings, which both drivers pass unchanged.

export type OwnedEstate = DemoEstate & { estateId: number; userId: number };

export function userColumns(
  rows: readonly (DemoUser & { userId: number })[],
  passwordHash: string,
  now: Date,
) {
  const at = now.toISOString();
  const of = <T>(pick: (row: DemoUser & { userId: number }) => T) => rows.map(pick);
  return [
    ['user_id', 'int', of((row) => row.userId)],
    ['email', 'text', of((row) => row.email)],
    ['password_hash', 'text', of(() => passwordHash)],
    ['company', 'bool', of((row) => row.company)],
    ['name', 'text', of((row) => row.name)],
    ['surname', 'text', of((row) => row.surname)],
    ['company_name', 'text', of((row) => row.companyName)],
    ['developer', 'bool', of((row) => row.developer)],
    ['nip', 'text', of((row) => row.nip)],
    ['address', 'text', of((row) => row.address)],
    ['city_code', 'text', of((row) => row.cityCode)],
    ['phone', 'text', of((row) => row.phone)],
    ['admin', 'bool', of((row) => row.admin)],
    ['active', 'bool', of(() => true)],
    ['created_at', 'timestamptz', of(() => at)],
    ['modified_at', 'timestamptz', of(() => at)],
    ['activated_at', 'timestamptz', of(() => at)],
  ] as const satisfies readonly Column[];
}

export function estateColumns(rows: readonly OwnedEstate[]): Column[] {
  const of = <T>(pick: (row: OwnedEstate) => T) => rows.map(pick);
  const created = of((row) => row.createdAt.toISOString());
  return [
    ['estate_id', 'int', of((row) => row.estateId)],
    ['user_id', 'int', of((row) => row.userId)],
    ['type', 'text', of((row) => row.type)],
    ['rent', 'smallint', of((row) => row.rent)],
    ['market', 'smallint', of((row) => row.market)],
    ['title', 'text', of((row) => row.title)],
    ['description', 'text', of((row) => row.description)],
    ['price', 'bigint', of((row) => row.price)],
    ['area', 'int', of((row) => row.area)],
    ['land_area', 'int', of((row) => row.landArea)],
    ['address', 'text', of((row) => row.address)],
    ['city_code', 'text', of((row) => row.cityCode)],
    ['district', 'text', of((row) => row.district)],
    ['city_id', 'int', of((row) => row.cityId)],
    ['province_id', 'smallint', of((row) => row.provinceId)],
    ['category', 'smallint', of((row) => row.category)],
    ['floor', 'smallint', of((row) => row.floor)],
    ['floors', 'smallint', of((row) => row.floors)],
    ['rooms', 'smallint', of((row) => row.rooms)],
    ['height', 'int', of((row) => row.height)],
    ['year', 'smallint', of((row) => row.year)],
    ['material', 'smallint', of((row) => row.material)],
    ['access', 'smallint', of((row) => row.access)],
    ...amenities.map((amenity): Column => [amenity, 'smallint', of((row) => row[amenity])]),
    ['active', 'smallint', of(() => 1)],
    ['promoted', 'smallint', of((row) => (row.promotedUntil ? 1 : 0))],
    ['promoted_until', 'timestamptz', of((row) => row.promotedUntil?.toISOString() ?? null)],
    ['latitude', 'float8', of((row) => row.latitude)],
    ['longitude', 'float8', of((row) => row.longitude)],
    ['match_geo', 'smallint', of(() => 0)],
    ['created_at', 'timestamptz', created],
    ['modified_at', 'timestamptz', created],
    ['expires_at', 'timestamptz', of((row) => row.expiresAt.toISOString())],
  ];
}

export function photoColumns(rows: readonly OwnedEstate[]): Column[] {
  const photos = rows.flatMap((row) =>
    row.photos.map((photo) => ({ ...photo, estateId: row.estateId, createdAt: row.createdAt.toISOString() })),
  );
  const of = <T>(pick: (photo: (typeof photos)[number]) => T) => photos.map(pick);
  return [
    ['estate_id', 'int', of((photo) => photo.estateId)],
    ['container', 'text', of(() => demoContainer)],
    ['filename', 'text', of((photo) => photo.filename)],
    ['name', 'text', of((photo) => photo.name)],
    ['sort', 'smallint', of((photo) => photo.sort)],
    ['width', 'int', of((photo) => photo.width)],
    ['height', 'int', of((photo) => photo.height)],
    // As text: both drivers pass a string to bigint unchanged, a JavaScript bigint not always.
    ['perceptual_hash', 'bigint', of((photo) => photo.perceptualHash?.toString() ?? null)],
    ['created_at', 'timestamptz', of((photo) => photo.createdAt)],
  ];
}
