// The home page's 'Ostatnio oglądane' section, a chunk of its own: loaded only for a browser that has opened ads.
import { routes } from '@portal/domain';
import { RouteLink } from '../../ui/route-link.tsx';
import heading from '../../ui/section-heading.module.css';
import { recentlyViewedTexts } from './recently-viewed-texts.ts';
import { ViewedEstates } from './viewed-estates.tsx';

export default function RecentlyViewedSection({ ids }: { ids: readonly number[] }) {
  return (
    <section aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={heading.heading}>
        {recentlyViewedTexts.title}
      </h2>
      <ViewedEstates ids={ids.slice(0, 4)} />
      <p>
        <RouteLink to={routes.recentlyViewed()}>{recentlyViewedTexts.showAll}</RouteLink>
      </p>
    </section>
  );
}
