import { ColumnBounds, detailFieldNames, detailFieldsOf, estateTypeInfo, Limits } from '@portal/domain';
import { shortenedText, withoutBoilerplate } from './description-text.ts';
import { offerReason } from './import-problems.ts';
import { unplacedReason } from './locate-offer.ts';
import type { ImportedOffer } from './offer.ts';
import { droppedValue, type ReadField, toNumber } from './values.ts';

/**
 * An offer as an adapter reads it: the price and the area as the file writes them (they decide whether it can be an
 * ad at all), and `notes`, the values of the file it had to leave out (values.ts valueReader).
 */
export type OfferDraft = Omit<ImportedOffer, 'price' | 'area'> & {
  price: string;
  area: string;
  notes: string[];
};

/** Where Poland lies: a point outside it is a swapped or mistyped coordinate, so the city's point is used instead. */
const inPoland = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null && lat >= 49 && lat <= 55 && lng >= 14 && lng <= 24.2;

// The numbers a CRM writes, with what their columns hold and how the company names them: a number beyond its
// column would fail the offer's insert with a database error instead of a reason.
const numberFields = [
  { field: 'price', max: ColumnBounds.bigintMax, label: 'cena' },
  { field: 'area', max: ColumnBounds.int4Max, label: 'powierzchnia' },
  { field: 'landArea', max: ColumnBounds.int4Max, label: 'powierzchnia działki' },
  { field: 'monthlyFees', max: ColumnBounds.int4Max, label: 'czynsz' },
  { field: 'deposit', max: ColumnBounds.int4Max, label: 'kaucja' },
  { field: 'height', max: ColumnBounds.int4Max, label: 'wysokość pomieszczeń' },
  { field: 'rooms', max: ColumnBounds.smallintMax, label: 'liczba pokoi' },
  { field: 'floor', max: ColumnBounds.smallintMax, label: 'piętro' },
  { field: 'floors', max: ColumnBounds.smallintMax, label: 'liczba pięter' },
  { field: 'year', max: ColumnBounds.smallintMax, label: 'rok budowy' },
] as const;

/** An offer fit to become an ad, with what was cut or left out of it to fit (in Polish, for the company). */
export type FinishedOffer = { offer: ImportedOffer; notes: string[] };

/**
 * Checks what every ad needs (a readable price and area, a clue to its place, numbers its columns hold), keeps text
 * within its limits and leaves out numbers no building has. Answers the reason as text ('brak ceny') when the offer
 * cannot become an ad; otherwise the offer with every value the adapter or this check left out, one line each.
 */
export function finishOffer({ notes: dropped, ...draft }: OfferDraft): FinishedOffer | string {
  const reason = (text: string) => offerReason(draft.externalId, text);
  const price = toNumber(draft.price);
  if (price === null && draft.price.trim()) return `cena '${draft.price.trim()}' nieczytelna`;
  if (!price || price <= 0) return 'brak ceny';
  const area = toNumber(draft.area);
  if (area === null && draft.area.trim()) return `powierzchnia '${draft.area.trim()}' nieczytelna`;
  if (!area || area <= 0) return 'brak powierzchni';
  const located = inPoland(draft.latitude, draft.longitude);
  if (draft.place.clues.length === 0 && !located) return unplacedReason(draft);
  const notes = dropped.map(reason);
  const fit = (text: string, max: number, label: string) => {
    const clipped = clip(text, max);
    if (clipped.length < text.trim().length) notes.push(reason(`${label} skrócono do ${max} znaków`));
    return clipped;
  };
  const title = draft.title.trim();
  if (title && title.length < Limits.title.min)
    notes.push(
      reason(
        `tytuł '${title}' za krótki (mniej niż ${Limits.title.min} znaków), zastąpiony rodzajem i miejscowością`,
      ),
    );
  if (!located && draft.latitude !== null && draft.longitude !== null)
    notes.push(reason(`pominięto współrzędne spoza Polski (${draft.latitude}, ${draft.longitude})`));
  const offer = {
    ...draft,
    ...plausible(draft, (note) => notes.push(reason(note))),
    // Whole złoty, as the wizard takes them.
    monthlyFees: round(draft.monthlyFees),
    deposit: round(draft.deposit),
    price: Math.round(price),
    // The column keeps two decimals, as a CRM gives them ('48,37').
    area: Math.round(area * 100) / 100,
    // Too short a title is made up once the town is known (fallbackTitle).
    title: title.length >= Limits.title.min ? fit(title, Limits.title.max, 'tytuł') : '',
    description: describe(draft.description, (note) => notes.push(reason(note))),
    address: fit(draft.address, Limits.address.max, 'adres'),
    district: draft.district ? fit(draft.district, Limits.district.max, 'dzielnicę') : null,
    latitude: located ? draft.latitude : null,
    longitude: located ? draft.longitude : null,
    ...detailsOfType(draft),
  };
  const outside = numberFields.find(
    ({ field, max }) => offer[field] !== null && !(Math.abs(offer[field]) <= max),
  );
  return outside ? `${outside.label} poza zakresem (${offer[outside.field]})` : { offer, notes };
}

// The earliest year built the portal takes, and how far ahead a building under construction may be finished.
const oldestBuilding = 1000;
const yearsAhead = 5;

/**
 * The building's numbers as an ad can show them: one no building has (no rooms, a floor above the top one, a year
 * built centuries ago or far ahead) is left out and told; areas and heights are kept to whole units.
 */
function plausible(
  draft: Omit<OfferDraft, 'notes'>,
  tell: (note: string) => void,
): Pick<ImportedOffer, 'landArea' | 'height' | 'rooms' | 'floor' | 'year'> {
  const check = (field: ReadField, value: number | null, fault: (n: number) => string | false) => {
    const why = value === null ? false : fault(value);
    if (!why) return value;
    tell(droppedValue(field, String(value), why));
    return null;
  };
  const { floors } = draft;
  const latest = new Date().getFullYear() + yearsAhead;
  return {
    landArea: round(check('landArea', draft.landArea, (n) => n <= 0 && 'nie większa od zera')),
    height: round(check('height', draft.height, (n) => n <= 0 && 'nie większa od zera')),
    rooms: check('rooms', draft.rooms, (n) => n < 1 && 'mniej niż jeden pokój'),
    floor: check(
      'floor',
      draft.floor,
      (n) => floors !== null && n > floors && `powyżej liczby pięter budynku: ${floors}`,
    ),
    year: check(
      'year',
      draft.year,
      (n) => (n < oldestBuilding || n > latest) && `spoza lat ${oldestBuilding}–${latest}`,
    ),
  };
}

/**
 * The description without the CRM's signature, within the portal's limit: cut at a sentence's end, and told with
 * how much was lost, since the office may want to shorten it itself.
 */
function describe(text: string, tell: (note: string) => void): string {
  const max = Limits.description.max;
  const whole = withoutBoilerplate(text);
  const shown = shortenedText(whole, max);
  if (shown.length < whole.length)
    tell(`opis skrócono z ${whole.length} do ${shown.length} znaków (limit ${max})`);
  return shown;
}

/**
 * The details the ad's type and offer have, the others null: a CRM states heating for a shop or pets for a flat
 * for sale, which the portal neither shows nor filters by.
 */
function detailsOfType(draft: Omit<OfferDraft, 'notes'>) {
  const own = detailFieldsOf(draft.type, draft.rent);
  return Object.fromEntries(
    detailFieldNames.map((field) => [field, own.includes(field) ? (draft[field] ?? null) : null]),
  ) as Required<Pick<ImportedOffer, (typeof detailFieldNames)[number]>>;
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** 'Lokal na sprzedaż, Kłodzko': the title of an offer that has none, from its type and its locality. */
export function fallbackTitle(offer: Pick<ImportedOffer, 'type' | 'rent'>, city: string): string {
  return `${estateTypeInfo[offer.type].labelSingular} na ${offer.rent ? 'wynajem' : 'sprzedaż'}, ${city}`;
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}
