import { type EstateFacts, whereLabel } from './estate-facts.ts';
import type { Random } from './random.ts';

// Titles the way people write them on Polish portals: a catchy word, the kind and size, a perk, then the place.

const neuterAdjectives = [
  'Słoneczne',
  'Przestronne',
  'Jasne',
  'Nowoczesne',
  'Przytulne',
  'Ciche',
  'Komfortowe',
];
const feminineAdjectives = ['Słoneczna', 'Przytulna', 'Jasna', 'Nowoczesna', 'Kameralna', 'Funkcjonalna'];

const houseKinds: Record<number, string> = {
  1: 'Dom wolnostojący',
  2: 'Dom w zabudowie bliźniaczej',
  3: 'Dom szeregowy',
  4: 'Kamienica',
  5: 'Dworek',
  6: 'Gospodarstwo',
  7: 'Dom',
};

const objectKinds: Record<number, string> = {
  1: 'Gospodarstwo z zabudowaniami',
  2: 'Hala magazynowa',
  3: 'Pawilon handlowy',
  4: 'Pensjonat',
  5: 'Budynek przemysłowy',
  6: 'Ośrodek wypoczynkowy',
  7: 'Biurowiec',
  8: 'Kamienica',
  9: 'Obiekt handlowo-usługowy',
  10: 'Zabytkowy budynek',
  11: 'Kompleks budynków',
  12: 'Obiekt komercyjny',
};

const placeKinds: Record<number, string> = {
  1: 'Lokal biurowy',
  2: 'Lokal handlowo-usługowy',
  3: 'Lokal gastronomiczny',
  4: 'Lokal magazynowy',
  5: 'Garaż',
  6: 'Lokal użytkowy',
};

export function estateTitle(random: Random, facts: EstateFacts): string {
  const where = whereLabel(facts);
  const forRent = facts.rent === 1 ? ' do wynajęcia' : '';
  switch (facts.type) {
    case 'apartment':
      return `${apartmentHead(random, facts)}${forRent}${apartmentPerk(facts)}, ${where}`;
    case 'house': {
      const garden = facts.landArea && facts.landArea > 600 ? ' z dużym ogrodem' : ' z ogrodem';
      return `${houseKinds[facts.category ?? 7]} ${facts.area} m²${forRent}${garden}, ${where}`;
    }
    case 'land': {
      const kind = facts.category === 10 ? '' : ` ${categoryWord(facts.category)}`;
      const perk =
        facts.power === 1 && facts.water === 1
          ? ' z mediami'
          : random.pick(['', ' z dojazdem', ' blisko lasu']);
      return `Działka${kind} ${facts.area} m²${forRent}${perk}, ${where}`;
    }
    case 'object':
      return `${objectKinds[facts.category ?? 12]} ${facts.area} m²${forRent}, ${where}`;
    case 'place': {
      const perk = random.pick(['', ' w centrum', ' przy głównej ulicy', ' z witryną', ' z parkingiem']);
      return `${placeKinds[facts.category ?? 6]} ${facts.area} m²${forRent}${perk}, ${where}`;
    }
  }
}

function apartmentHead(random: Random, facts: EstateFacts): string {
  if (facts.rooms === 1) return `${random.pick(feminineAdjectives)} kawalerka ${facts.area} m²`;
  if (random.chance(0.3)) return `Mieszkanie ${facts.area} m², ${facts.rooms} pok.`;
  return `${random.pick(neuterAdjectives)} ${facts.rooms}-pokojowe mieszkanie`;
}

function apartmentPerk(facts: EstateFacts): string {
  if (facts.balcony === 1) return ' z balkonem';
  if (facts.parking === 1) return ' z miejscem parkingowym';
  if (facts.market === 1) return ' w nowej inwestycji';
  return '';
}

const landWords: Record<number, string> = {
  1: 'budowlana',
  2: 'rolna',
  3: 'budowlano-rolna',
  4: 'rekreacyjna',
  5: 'inwestycyjna',
  6: 'usługowa',
  7: 'przemysłowa',
  8: 'leśna',
  9: 'siedliskowa',
};

function categoryWord(category: number | null): string {
  return landWords[category ?? 1] ?? 'budowlana';
}
