// What other parts of the web app use of 'Ostatnio oglądane': its place on the home page.
export { RecentlyViewedOnHome } from './recently-viewed-on-home.tsx';
