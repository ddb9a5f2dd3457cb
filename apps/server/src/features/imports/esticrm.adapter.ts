import type { EstateType } from '@portal/domain';
import {
  attribute,
  children,
  childText,
  parseXml,
  textOf,
  type XmlValue,
} from '../../infra/xml/parse-xml.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { addOffer, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { compact, marketOf, mediaFlag, plainText, toFlag, toInt, toNumber } from './values.ts';

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
 * texts by path: exactly one offers file besides definitions.xml.
 */
export function parseEstiCrm(files: Map<string, string>): ImportPackage {
  const offerFiles = [...files.keys()].filter((name) => !/(^|\/)definitions\.xml$/i.test(name));
  if (offerFiles.length !== 1)
    throw new ImportProblem(`paczka EstiCRM musi mieć jeden plik ofert, ma ${offerFiles.length}`);
  const root = parseXml(files.get(offerFiles[0]!)!).offers;
  if (root === undefined) throw new ImportProblem('brak elementu <offers>');
  const result = emptyPackage(attribute(root, 'export').toLowerCase() === 'full' ? 'full' : 'diff');
  for (const offer of children(root, 'offer')) {
    const id = childText(offer, 'id');
    if (!id) continue;
    if (childText(offer, 'action').toLowerCase() === 'delete') {
      result.withdrawals.push(id);
      continue;
    }
    result.presentIds.push(id);
    const type = typeById[childText(offer, 'mainTypeId')];
    if (!type) {
      result.problems.push(`${id}: nieobsługiwany typ ${childText(offer, 'mainTypeId') || 'brak'}`);
      continue;
    }
    addOffer(result, draftOf(offer, id, type));
  }
  return { ...result, withdrawals: withdrawalsNotSent(result) };
}

function draftOf(offer: XmlValue, id: string, type: EstateType): OfferDraft {
  const v = (name: string) => childText(offer, name);
  // locationExport…Name is what the office chose to publish; it overrides the exact location.
  const locationField = (part: string) =>
    v(`locationExport${part}Name`) ? `locationExport${part}Name` : `location${part}Name`;
  const location = (part: string) => v(locationField(part));
  const street = [v('locationStreetType'), location('Street')].filter(Boolean).join(' ');
  return {
    externalId: id,
    type,
    rent: v('transaction') === '132' ? 1 : 0,
    // The market dictionary's keys are not confirmed: only a spelled-out market counts.
    market: marketOf(v('marketName') || v('market')),
    title: plainText(v('portalTitle') || v('portalWwwTitle')),
    description: plainText(v('descriptionWebsite') || v('description')),
    price: toNumber(v('price')),
    area: toNumber(type === 'land' ? v('areaPlot') || v('areaTotal') : v('areaTotal') || v('areaUsable')),
    landArea: type === 'land' ? null : toNumber(v('areaPlot')),
    rooms: toInt(v('apartmentRoomNumber')),
    floor: toInt(v('apartmentFloor')),
    floors: toInt(v('buildingFloornumber')),
    year: toInt(v('buildingYear')),
    height: null,
    material: null,
    category: null,
    access: null,
    amenities: compact({
      power: mediaFlag(v('mediaCurrent')),
      gas: mediaFlag(v('mediaGas')),
      water: mediaFlag(v('mediaWater')),
      canalization: mediaFlag(v('mediaSewerage')),
      balcony: toFlag(v('additionalBalcony')),
      elevator: v('buildingElevatornumber') ? ((toInt(v('buildingElevatornumber')) ?? 0) > 0 ? 1 : 0) : null,
      fence: mediaFlag(v('groundFencing')),
    }),
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
    latitude: toNumber(v('locationLatitude')),
    longitude: toNumber(v('locationLongitude')),
    photos: children(children(offer, 'pictures')[0], 'picture')
      .map((picture) => textOf(picture))
      .filter(Boolean),
  };
}
