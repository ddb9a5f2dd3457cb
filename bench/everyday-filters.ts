// The everyday filters' searches timed in-process on the bench database, beside two searches of the API table
// (rooms 3+, a city's search by price, area and rooms), so that a machine busy with other work still tells how
// each filter compares: node bench/everyday-filters.ts [DATABASE_URL]. Each search runs 21 times; the first (cold,
// planning its shape) is shown apart from the p50 and p95 of the others.
import { type SearchQueryInput, SearchQuerySchema } from '@portal/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { searchEstates } from '../apps/server/src/features/estates/search-estates.ts';

const databaseUrl = process.argv[2] || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const warszawa = '918123';
const flats = { type: 'apartment', rent: '0' } as const;
const rentals = { type: 'apartment', rent: '1' } as const;
const searches: Record<string, SearchQueryInput> = {
  'rooms 3+ (API table)': { ...flats, roomsFrom: '3' },
  'Warszawa, price, area, rooms (API table)': {
    ...flats,
    city: warszawa,
    priceTo: '800000',
    areaFrom: '40',
    rooms: '3',
  },
  'primary market': { ...flats, market: '1' },
  'balcony and basement': { ...flats, balcony: '1', basement: '1' },
  'Warszawa, photos and balcony': { ...flats, city: warszawa, withPhotos: '1', balcony: '1' },
  'plots with power, water, asphalt': { type: 'land', rent: '0', power: '1', water: '1', access: '3' },
  'added in 24 h, cheapest first': { ...flats, addedWithin: '1', sortBy: 'price', sortOrder: 'ASC' },
  'rare: garden on flats': { ...flats, garden: '1' },
  'rare: garden on Warszawa flats': { ...flats, city: warszawa, garden: '1' },
  'rare: pets': { ...rentals, pets: '1' },
  'rare: available by a date': { ...rentals, availableFrom: '2026-12-31' },
  'rare: flats ready to move into': { ...flats, finish: '1' },
  'rare: houses with 2+ bathrooms': { type: 'house', rent: '0', bathroomsFrom: '2' },
};

const database = await openDatabase({ databaseUrl });
try {
  for (const [name, input] of Object.entries(searches)) {
    const query = SearchQuerySchema.parse(input);
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < 21; run++) {
      const start = performance.now();
      count = (await searchEstates(database.db, query)).count;
      times.push(performance.now() - start);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    const at = (share: number) =>
      warm[Math.min(warm.length - 1, Math.floor(share * warm.length))]!.toFixed(1);
    console.log(
      `${name}: ${count} ads; first ${times[0]!.toFixed(1)} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
  }
} finally {
  await database.close();
}
