import type { EstateType } from '@portal/domain';
import { parseXmlByRecord } from '../../infra/xml/parse-by-record.ts';
import { attribute, children, childText, textOf, type XmlValue } from '../../infra/xml/parse-xml.ts';
import { type Dictionaries, dictionariesOf, labelOf, publicationOf } from './esticrm-status.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem, offerReason } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { detailReader } from './offer-details.ts';
import { addOffer, addUnreadable, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { assumed, compact, plainText, valueReader } from './values.ts';

// mainTypeId of EstiCRM (65 and 66 are groups of houses and commercial offers).
const typeById: Record<string, EstateType> = {
  '1': 'house',
  '2': 'apartment',
  '3': 'land',
  '4': 'place',
  '5': 'object',
  '65': 'house',
  '66': 'place',
};

/**
 * EstiCRM's native XML (<offers export="full|incremental"><offer><id/><action/>…). `files` holds the package's XML
 * texts by path: exactly one offers file besides definitions.xml, whose dictionaries label the coded fields. An
 * offer its status or export flag keeps offline is withdrawn like a deleted one: taken off the portal if it was
 * on it, never published if new.
 */
export function parseEstiCrm(files: Map<string, string>): ImportPackage {
  const isDefinitions = (name: string) => /(^|\/)definitions\.xml$/i.test(name);
  const offerFiles = [...files.keys()].filter((name) => !isDefinitions(name));
  if (offerFiles.length !== 1)
    throw new ImportProblem(`paczka EstiCRM musi mieć jeden plik ofert, ma ${offerFiles.length}`);
  const { document, unreadable } = parseXmlByRecord(files.get(offerFiles[0]!)!, 'offer', { child: 'id' });
  const root = document.offers;
  if (root === undefined) throw new ImportProblem('brak elementu <offers>');
  const dictionaries = dictionariesOf(files.get([...files.keys()].find(isDefinitions) ?? ''));
  const result = emptyPackage(attribute(root, 'export').toLowerCase() === 'full' ? 'full' : 'diff');
  addUnreadable(result, unreadable);
  const offline: string[] = [];
  for (const offer of children(root, 'offer')) {
    const id = childText(offer, 'id');
    if (!id) continue;
    if (childText(offer, 'action').toLowerCase() === 'delete') {
      result.withdrawals.push(id);
      continue;
    }
    result.presentIds.push(id);
    const publication = publicationOf(offer, dictionaries);
    if (!publication.online) {
      offline.push(id);
      if (publication.unknown)
        result.problems.push(offerReason(id, `${publication.unknown}, nie publikujemy jej`));
      continue;
    }
    const type = typeById[childText(offer, 'mainTypeId')];
    if (!type) {
      result.refusals.push({
        externalId: id,
        reason: `nieobsługiwany typ ${childText(offer, 'mainTypeId') || 'brak'}`,
      });
      continue;
    }
    addOffer(result, draftOf(offer, id, type, dictionaries));
  }
  return { ...result, withdrawals: [...withdrawalsNotSent(result), ...offline] };
}

function draftOf(offer: XmlValue, id: string, type: EstateType, dictionaries: Dictionaries): OfferDraft {
  const v = (name: string) => childText(offer, name);
  // locationExport…Name is what the office chose to publish; it overrides the exact location.
  const locationField = (part: string) =>
    v(`locationExport${part}Name`) ? `locationExport${part}Name` : `location${part}Name`;
  const location = (part: string) => v(locationField(part));
  const street = [v('locationStreetType'), location('Street')].filter(Boolean).join(' ');
  const notes: string[] = [];
  const read = valueReader(notes);
  // A market key the package's dictionaries do not label is left out, never guessed.
  const market = v('marketName') || labelOf(offer, 'market', dictionaries);
  if (!market && v('market')) read.drop('market', v('market'), 'klucz spoza słownika');
  const elevators = read.int('elevator', v('buildingElevatornumber'));
  // buildingCondition is coded: only a key the package's dictionaries label is read, as the market.
  const condition = labelOf(offer, 'buildingCondition', dictionaries);
  if (!condition && v('buildingCondition'))
    read.drop('finish', v('buildingCondition'), 'klucz spoza słownika');
  return {
    externalId: id,
    type,
    rent: rentOf(v('transaction'), notes),
    // The market dictionary's keys are not confirmed: only a market spelled out, or so labelled in definitions.xml.
    market: read.market('market', market),
    title: plainText(v('portalTitle') || v('portalWwwTitle')),
    description: plainText(v('descriptionWebsite') || v('description')),
    price: v('price'),
    area: type === 'land' ? v('areaPlot') || v('areaTotal') : v('areaTotal') || v('areaUsable'),
    landArea: type === 'land' ? null : read.number('landArea', v('areaPlot')),
    // The format carries no monthly fees or deposit (CRM-EXPORTS.md).
    monthlyFees: null,
    deposit: null,
    rooms: read.int('rooms', v('apartmentRoomNumber')),
    floor: read.int('floor', v('apartmentFloor')),
    floors: read.int('floors', v('buildingFloornumber')),
    year: read.int('year', v('buildingYear')),
    height: null,
    material: null,
    category: null,
    access: null,
    amenities: compact({
      power: read.media('power', v('mediaCurrent')),
      gas: read.media('gas', v('mediaGas')),
      water: read.media('water', v('mediaWater')),
      canalization: read.media('canalization', v('mediaSewerage')),
      balcony: read.flag('balcony', v('additionalBalcony')),
      elevator: elevators === null ? null : elevators > 0 ? 1 : 0,
      fence: read.media('fence', v('groundFencing')),
    }),
    finish: detailReader(read).finish(condition),
    address: street,
    cityCode: '',
    district: location('Precinct') || null,
    place: {
      province: location('Province'),
      clues: placeClues(
        (
          [
            ['City', 'town'],
            ['Place', 'town'],
            ['Precinct', 'part'],
            ['Commune', 'commune'],
            ['District', 'county'],
          ] as const
        ).map(([part, role]) => ({ field: locationField(part), value: location(part), role })),
      ),
    },
    latitude: read.number('latitude', v('locationLatitude')),
    longitude: read.number('longitude', v('locationLongitude')),
    photos: children(children(offer, 'pictures')[0], 'picture')
      .map((picture) => textOf(picture))
      .filter(Boolean),
    notes,
  };
}

/** transaction 131 is a sale, 132 a rent; a sale when the file says neither, and the company is told. */
function rentOf(transaction: string, notes: string[]): 0 | 1 {
  if (transaction === '132') return 1;
  if (transaction !== '131') notes.push(assumed('rodzaj transakcji', transaction, 'sprzedaż'));
  return 0;
}
