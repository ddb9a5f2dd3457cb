// What other features may use of the ads' management: the state that links the list to an ad just published.
export { publishedState } from './published-notice.tsx';
