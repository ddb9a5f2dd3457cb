// Where the home page shows 'Ostatnio oglądane': nothing for a browser that has opened no ad (and on the server),
// the section's chunk otherwise, so that the home page's first JavaScript carries only this check.
import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from '../../ui/recently-viewed-store.ts';

const RecentlyViewedSection = lazy(() => import('./recently-viewed-section.tsx'));

export function RecentlyViewedOnHome() {
  const ids = useRecentlyViewed();
  if (ids.length === 0) return null;
  return (
    <Suspense>
      <RecentlyViewedSection ids={ids} />
    </Suspense>
  );
}
