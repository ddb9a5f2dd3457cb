// Route module of '/' (spec §2): banner, search tabs, promoted ads, benefits, the recently added ads and, for a
// browser that has opened some, the ads it opened last.
import { PageTitle } from '../../ui/page-title.tsx';
import { RecentlyViewedOnHome } from '../recently-viewed/index.ts';
import { SearchBanner, SearchFilters, SearchPanel } from '../search/index.ts';
import { Benefits } from './benefits.tsx';
import classes from './home-section.module.css';
import { Promoted } from './promoted.tsx';
import { RecentlyAdded } from './recently-added.tsx';

export function Component() {
  return (
    <div className={classes.page}>
      <PageTitle>Ogłoszenia nieruchomości za darmo</PageTitle>
      <SearchBanner />
      <SearchFilters>
        <SearchPanel />
      </SearchFilters>
      <Promoted />
      <Benefits />
      <RecentlyAdded />
      <RecentlyViewedOnHome />
    </div>
  );
}
