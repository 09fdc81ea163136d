import type { ReactNode } from 'react';

export type SortValue = string | number | null | undefined;

/** One column of a DataTable: how a cell shows, and (optionally) what it sorts by. */
export interface DataColumn<T> {
  id: string;
  header: string;
  /** hide the header text visually (a check box or an action column); screen readers still read it */
  headerHidden?: boolean;
  cell: (row: T, index: number) => ReactNode;
  /** what the column sorts by; without it the column does not sort. Empty values sort last both ways. */
  sortValue?: (row: T) => SortValue;
  /** right-aligned figures */
  numeric?: boolean;
  width?: number | string;
  /** false keeps the column out of the column chooser (always shown) */
  hideable?: boolean;
  /** the click on this cell is its own (a check box, a menu): the row does not activate */
  ownClick?: boolean;
}

export type SortState = { id: string; desc: boolean } | null;

/** More rows than shown exist: a "Show more" button, or the screen's own words when `onMore` is absent. */
export interface MoreRows {
  onMore?: () => void;
  /** more rows are on their way (a spinner by the button, or by the text when there is no button) */
  loading?: boolean;
  text?: ReactNode;
}

/** The `more` of a list loaded page by page: "n of total shown", with Show more while rows are not loaded yet. */
export function pagedMore(shown: number, total: number | undefined, text: ReactNode, onMore: () => void, loading: boolean): MoreRows | undefined {
  if (!shown) return undefined;
  return { text, ...(shown < (total ?? 0) ? { onMore, loading } : {}) };
}
