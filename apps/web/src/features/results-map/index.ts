// What other features may use of the map of results: the list-and-map layout of the list and search pages.
export { ResultsWithMap } from './results-with-map.tsx';
