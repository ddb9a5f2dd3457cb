// A page of ads as every list screen shows it (spec §2 'Lists'): the list's count, sort dropdown, grid/list toggle,
// the cards or their placeholders, the list's empty text, and pagination links keeping the sort.
import {
  countOf,
  type EstateCard as EstateCardData,
  nouns,
  sortOptionByKey,
  sortOptions,
} from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EstateGrid } from './estate-grid.tsx';
import classes from './estate-list.module.css';
import { HideableEstateCard } from './hideable-card.tsx';
import { useListSort, withSort } from './list-sort.ts';
import { Pagination, totalPagesOf } from './pagination.tsx';
import { PlainSelectField } from './plain-fields.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

type Props = {
  rows: readonly EstateCardData[] | undefined;
  count: number;
  /** The current page, from 1. */
  page: number;
  loading: boolean;
  /** The list's own text of spec §8 when it has no ads. */
  emptyText: string;
  /** The address of a page of this list, for the pagination links. */
  pageHref: (page: number) => string;
  /** How many placeholder cards stand in while loading (spec §2: 8 or 20 in lists). */
  placeholders?: number;
};

type Layout = 'grid' | 'list';

const sortData = sortOptions.map((option) => ({ value: option.key, label: option.label }));
const layoutChoices = [
  { value: 'grid', label: 'Siatka' },
  { value: 'list', label: 'Lista' },
] as const;

type ToolbarProps = {
  layout: Layout;
  onLayout: (layout: Layout) => void;
  firstPageHref: string;
};

/** A new order starts the list again at its first page. */
function ListToolbar({ layout, onLayout, firstPageHref }: ToolbarProps) {
  const sort = useListSort();
  const navigate = useNavigate();
  return (
    <div className={classes.toolbar}>
      <div className={classes.sort}>
        <PlainSelectField
          label="Sortuj"
          data={sortData}
          value={sort.key}
          onChange={(event) => navigate(withSort(firstPageHref, sortOptionByKey(event.currentTarget.value)))}
        />
      </div>
      <SegmentedChoice label="Widok listy" choices={layoutChoices} value={layout} onChange={onLayout} />
    </div>
  );
}

export function EstateList({ rows, count, page, loading, emptyText, pageHref, placeholders = 20 }: Props) {
  const [layout, setLayout] = useState<Layout>('grid');
  const sort = useListSort();
  const isEmpty = !loading && (rows === undefined || rows.length === 0);
  return (
    <div className={classes.list}>
      {!loading && <p className={classes.count}>{countOf(count, nouns.ads)}</p>}
      <ListToolbar layout={layout} onLayout={setLayout} firstPageHref={pageHref(1)} />
      {isEmpty ? (
        <p className={classes.empty}>{emptyText}</p>
      ) : layout === 'grid' || loading ? (
        <EstateGrid estates={rows} isLoading={loading} placeholders={placeholders} isAboveFold />
      ) : (
        <div className={classes.rows}>
          {rows?.map((estate) => (
            <HideableEstateCard key={estate.estateId} estate={estate} />
          ))}
        </div>
      )}
      {!loading && (
        <Pagination
          page={page}
          totalPages={totalPagesOf(count)}
          pageHref={(target) => withSort(pageHref(target), sort)}
        />
      )}
    </div>
  );
}
