import { Limits, materials, optionLabel, roadTypes } from '@portal/domain';
import { longStory, rentClosings, saleClosings, typeFragments } from './description-fragments.ts';
import { type EstateFacts, locationSentence, roomsLabel } from './estate-facts.ts';
import type { Random } from './random.ts';

/** Several sentences: an opening with the facts, details, a few typical remarks and a closing; 60–3000 characters. */
export function estateDescription(random: Random, facts: EstateFacts): string {
  const sentences = [
    opening(facts),
    locationSentence(facts),
    ...details(facts),
    ...random.sample(typeFragments[facts.type], random.int(1, 6)),
    ...(random.chance(0.15) ? random.sample(longStory, random.int(2, longStory.length)) : []),
    random.pick(facts.rent === 1 ? rentClosings : saleClosings),
  ];
  return fitLength(sentences, Limits.description.max);
}

function opening(facts: EstateFacts): string {
  const offer = facts.rent === 1 ? 'Do wynajęcia' : 'Na sprzedaż';
  const market = facts.market === 1 ? ' z rynku pierwotnego' : '';
  switch (facts.type) {
    case 'apartment':
      return `${offer} mieszkanie${market} o powierzchni ${facts.area} m² (${roomsLabel(facts.rooms ?? 1)}).`;
    case 'house':
      return `${offer} dom${market} o powierzchni ${facts.area} m² na działce ${facts.landArea} m².`;
    case 'land':
      return `${offer} działka o powierzchni ${facts.area} m².`;
    case 'object':
      return `${offer} obiekt o powierzchni ${facts.area} m²${facts.landArea ? ` na działce ${facts.landArea} m²` : ''}.`;
    case 'place':
      return `${offer} lokal użytkowy o powierzchni ${facts.area} m².`;
  }
}

function details(facts: EstateFacts): string[] {
  const lines: string[] = [];
  if (facts.floor !== null) {
    const level = facts.floor === 0 ? 'na parterze' : `na ${facts.floor}. piętrze`;
    lines.push(
      `Nieruchomość znajduje się ${level}, liczba pięter w budynku: ${facts.floors ?? facts.floor}.`,
    );
  }
  if (facts.year !== null) lines.push(`Rok budowy: ${facts.year}.`);
  const material = optionLabel(materials, facts.material);
  if (material) lines.push(`Technologia budowy: ${material}.`);
  const road = optionLabel(roadTypes, facts.access);
  if (road) lines.push(`Dojazd: ${road}.`);
  if (facts.height) lines.push(`Wysokość pomieszczeń: ${facts.height} cm.`);
  const perks = [
    facts.balcony === 1 && 'balkon',
    facts.basement === 1 && 'piwnica',
    facts.garage === 1 && 'garaż',
    facts.parking === 1 && 'miejsce parkingowe',
    facts.elevator === 1 && 'winda',
    facts.furnished === 1 && 'pełne umeblowanie',
    facts.internet === 1 && 'szybki internet',
  ].filter((perk): perk is string => typeof perk === 'string');
  if (perks.length > 0) lines.push(`Do dyspozycji: ${perks.join(', ')}.`);
  const utilities = [
    facts.power === 1 && 'prąd',
    facts.water === 1 && 'woda',
    facts.gas === 1 && 'gaz',
    facts.canalization === 1 && 'kanalizacja',
  ].filter((utility): utility is string => typeof utility === 'string');
  if (utilities.length > 0 && facts.type !== 'apartment') lines.push(`Media: ${utilities.join(', ')}.`);
  return lines;
}

// Whole sentences only: the text is cut before the first sentence that would pass the limit.
function fitLength(sentences: string[], max: number): string {
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > max) break;
    text = next;
  }
  return text;
}
