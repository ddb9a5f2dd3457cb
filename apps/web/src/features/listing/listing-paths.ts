// The list routes of spec §2 for every category and rent slug: '/{category}/{sprzedaz|wynajem}/' and the city
// list '…/{cityId}/{city-slug}/', each with an optional 'oferty-{n}' page segment. Static prefixes keep them apart
// from the ad detail ('/{singular type}/{title-slug}/{estateId}'), which has as many segments.
import { estateTypeInfo, estateTypes, rentInfo, rents } from '@portal/domain';

export const listingPaths: string[] = estateTypes.flatMap((type) =>
  rents.flatMap((rent) => {
    const base = `/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}`;
    return [`${base}/:page?`, `${base}/:cityId/:citySlug/:page?`];
  }),
);
