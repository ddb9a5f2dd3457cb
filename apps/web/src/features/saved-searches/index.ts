// What the search and list pages use of saved searches: the button that opens the save dialog.
export { SaveSearchButton } from './save-search-button.tsx';
