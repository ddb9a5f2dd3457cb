// What other features may use of the localities: one city as the API answers it.
export { getCity } from './get-city.ts';
