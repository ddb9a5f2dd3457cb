// What other features may use of the search: the home page shows the same banner and search panel.
export { SearchBanner } from './search-banner.tsx';
export { SearchFilters } from './search-filters.tsx';
export { SearchPanel } from './search-panel.tsx';
