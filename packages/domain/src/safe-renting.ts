// The FAQ's answer on renting safely: a rental ad's notice links to it, the FAQ page gives it this anchor. Its own
// module, so that only the chunks of those two pages carry it, not every page's first load.
import { routes } from './routes.ts';

export const safeRentingSection = 'bezpieczny-najem';

/** '/faq#bezpieczny-najem' as a router location. */
export const safeRentingLocation = () => ({ pathname: routes.faq(), hash: `#${safeRentingSection}` });
