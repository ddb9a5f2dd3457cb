import type { EstateType, EstateTypeField, Rent } from '@portal/domain';
import type { Random } from './random.ts';

// Sizes, prices and type fields of each estate type, plausible for the place (factor) and for sale or rent.

export type TypeFacts = { area: number; price: number; market: 1 | 2 } & Partial<
  Record<EstateTypeField, number>
>;

const currentYear = 2025;

export const typeGenerators: Record<EstateType, (random: Random, rent: Rent, factor: number) => TypeFacts> = {
  apartment(random, rent, factor) {
    const rooms = random.weighted([
      [1, 12],
      [2, 33],
      [3, 33],
      [4, 16],
      [5, 6],
    ] as const);
    const [minArea, maxArea] = apartmentAreas[rooms]!;
    const area = random.int(minArea, maxArea);
    const category = random.weighted([
      [1, 50],
      [2, 15],
      [3, 3],
      [4, 4],
      [5, 25],
      [6, 3],
    ] as const);
    const floors = {
      1: random.int(4, 11),
      2: random.int(2, 5),
      3: random.int(1, 2),
      4: 2,
      5: random.int(4, 16),
      6: random.int(2, 6),
    }[category];
    const market = category === 5 && random.chance(0.6) ? 1 : random.chance(0.1) ? 1 : 2;
    const year =
      market === 1
        ? random.int(currentYear - 1, currentYear + 1)
        : category === 2
          ? random.int(1880, 1939)
          : random.int(1960, currentYear - 2);
    const material =
      category === 1 && year < 1995
        ? random.weighted([
            [3, 70],
            [1, 20],
            [2, 10],
          ] as const)
        : category === 2
          ? 2
          : random.pick([1, 2, 5, 6]);
    const price =
      rent === 1
        ? roundRent(clamp(area * random.float(40, 70) * factor, 1500, 9000))
        : roundSale(area * random.float(9000, 14000) * factor);
    return { area, price, market, rooms, category, floors, floor: random.int(0, floors), year, material };
  },
  house(random, rent, factor) {
    const category = random.weighted([
      [1, 60],
      [2, 15],
      [3, 15],
      [4, 2],
      [5, 2],
      [6, 4],
      [7, 2],
    ] as const);
    const area = category === 5 ? random.int(250, 600) : random.int(70, 320);
    const landArea =
      category === 6
        ? random.int(5000, 30000)
        : category === 3
          ? random.int(150, 400)
          : random.int(400, 2500);
    const market = random.chance(0.2) ? 1 : 2;
    const year =
      market === 1
        ? random.int(currentYear - 1, currentYear + 1)
        : random.int(category === 5 ? 1850 : 1935, currentYear - 2);
    const price =
      rent === 1
        ? roundRent(clamp(area * random.float(30, 55) * factor, 2500, 15000))
        : roundSale((area * random.float(5000, 8500) + landArea * random.float(60, 350)) * factor);
    return {
      area,
      price,
      market,
      category,
      landArea,
      rooms: random.int(3, 8),
      floors: random.int(0, 2),
      year,
      material: random.pick([1, 2, 4, 5, 6]),
    };
  },
  land(random, rent, factor) {
    const category = random.weighted([
      [1, 45],
      [2, 15],
      [3, 10],
      [4, 10],
      [5, 6],
      [6, 5],
      [7, 3],
      [8, 3],
      [9, 2],
      [10, 1],
    ] as const);
    const [minArea, maxArea, minPrice, maxPrice] = landKinds[category]!;
    const area = random.int(minArea, maxArea);
    const price =
      rent === 1
        ? roundRent(clamp(area * random.float(0.1, 1.2), 300, 20000))
        : roundSale(area * random.float(minPrice, maxPrice) * factor);
    return {
      area,
      price,
      market: random.chance(0.05) ? 1 : 2,
      category,
      access: random.weighted([
        [1, 20],
        [2, 35],
        [3, 45],
      ] as const),
    };
  },
  object(random, rent, factor) {
    const category = random.int(1, 12);
    const area =
      category === 3
        ? random.int(12, 80)
        : category === 2 || category === 7
          ? random.int(400, 6000)
          : random.int(150, 2500);
    const price =
      rent === 1
        ? roundRent(Math.max(area * random.float(15, 60) * factor, 1500))
        : roundSale(area * random.float(1800, 6500) * factor);
    return {
      area,
      price,
      market: random.chance(0.1) ? 1 : 2,
      category,
      landArea: Math.round(area * random.float(1.2, 6)),
      rooms: category === 4 || category === 6 ? random.int(10, 60) : random.int(1, 30),
      height: category === 2 || category === 5 ? random.int(600, 1200) : random.int(270, 400),
      floors: category === 2 ? 0 : random.int(0, 5),
      year: random.int(1900, currentYear - 1),
      material: random.pick([1, 2, 5, 6]),
      access: random.weighted([
        [1, 5],
        [2, 25],
        [3, 70],
      ] as const),
    };
  },
  place(random, rent, factor) {
    const category = random.weighted([
      [1, 35],
      [2, 30],
      [3, 10],
      [4, 10],
      [5, 8],
      [6, 7],
    ] as const);
    const area =
      category === 5 ? random.int(12, 40) : category === 4 ? random.int(50, 800) : random.int(20, 300);
    const price =
      rent === 1
        ? roundRent(Math.max(area * random.float(35, 110) * factor, 300))
        : roundSale(area * random.float(5000, 14000) * factor);
    const floors = random.int(1, 10);
    return {
      area,
      price,
      market: random.chance(0.2) ? 1 : 2,
      category,
      rooms: category === 5 ? 1 : random.int(1, 8),
      height: random.int(250, 450),
      floor: category === 2 || category === 3 ? 0 : random.int(0, floors),
      floors,
      year: random.int(1950, currentYear),
      material: random.pick([1, 2, 3, 5, 6]),
    };
  },
};

// Usual floor areas (m²) of flats by their number of rooms.
const apartmentAreas: Record<number, readonly [number, number]> = {
  1: [18, 36],
  2: [33, 55],
  3: [47, 78],
  4: [62, 105],
  5: [80, 160],
};

// Land by category: area range (m²) and sale price range per m² (zł).
const landKinds: Record<number, readonly [number, number, number, number]> = {
  1: [500, 2500, 150, 700],
  2: [3000, 50000, 4, 15],
  3: [1000, 8000, 40, 200],
  4: [400, 3000, 40, 250],
  5: [3000, 30000, 100, 500],
  6: [800, 5000, 150, 600],
  7: [3000, 30000, 80, 350],
  8: [5000, 40000, 2, 8],
  9: [2000, 10000, 30, 150],
  10: [800, 5000, 20, 200],
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundRent = (value: number) => Math.round(value / 50) * 50;
// Sale prices end in thousands, as sellers write them; very cheap land in hundreds.
const roundSale = (value: number) =>
  value < 50_000 ? Math.round(value / 100) * 100 : Math.round(value / 1000) * 1000;
