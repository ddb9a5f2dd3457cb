// What other features may use of the public ads: the lists and the ad itself as the API answers them, and the
// columns and predicates that let their own queries show ads the same way.
export { cardsOf } from './card-page.ts';
export { countListed, exactCountLimit } from './count-listed.ts';
export { cardColumns, estatesColumn, toEstateCard } from './estate-card.ts';
export { detailColumns, toEstateDetail } from './estate-detail.ts';
export { collecting } from './geo.ts';
export { getAgency } from './get-agency.ts';
export { getArchivedAd } from './get-archived-ad.ts';
export { getEstate } from './get-estate.ts';
export { getSeller } from './get-seller.ts';
export { categoryCriteria, listCategory } from './list-category.ts';
export { selectPhotos } from './list-estate-photos.ts';
export { listKeys } from './list-keys.ts';
export { listPromoted } from './list-promoted.ts';
export { listRecentlyAdded } from './list-recently-added.ts';
export { listRelated } from './list-related.ts';
export { listUserEstates } from './list-user-estates.ts';
export { isInLists, isListed } from './listed.ts';
export { localMarketOfAd } from './local-markets.ts';
export { searchEstates } from './search-estates.ts';
export { type SearchCriteria, searchFilter } from './search-filter.ts';
