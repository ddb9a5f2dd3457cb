// 'Mogą Cię zainteresować' (spec §2): four ads like this one; nothing is shown when there are none.
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import heading from '../../ui/section-heading.module.css';
import { useRelated } from './api/get-related.ts';
import classes from './estate-page.module.css';

export function RelatedEstates({ estateId }: { estateId: number }) {
  const { data, isPending, isError } = useRelated(estateId);
  if (isError || data?.rows.length === 0) return null;
  return (
    <section aria-labelledby="related-estates" className={classes.related}>
      <h2 className={heading.heading} id="related-estates">
        Mogą Cię zainteresować
      </h2>
      <EstateGrid estates={data?.rows} isLoading={isPending} placeholders={Limits.relatedAds} />
    </section>
  );
}
