import type { ApiWrite, LocationTableRow } from '@plotwise/contracts';

export type BulkAction =
  | { kind: 'status'; value: number | null }
  | { kind: 'label'; value: number }
  | { kind: 'assign'; value: number | null }
  | { kind: 'archive' };

/**
 * The writes of a bulk action on the selected rows: records for the generic bulk update (PUT /locations/detail),
 * or, for a label, the location-label links to create (POST /locationslabels/list) for the rows that lack it.
 */
export function bulkWrites(
  rows: readonly LocationTableRow[],
  action: BulkAction,
): { update: (ApiWrite<'locations'> & { id: number })[]; links: ApiWrite<'locationslabels'>[] } {
  switch (action.kind) {
    case 'status':
      return { update: rows.map((r) => ({ id: r.id, status: action.value })), links: [] };
    case 'assign':
      return { update: rows.map((r) => ({ id: r.id, assignedTo: action.value })), links: [] };
    case 'archive':
      return {
        update: rows.filter((r) => !r.archived).map((r) => ({ id: r.id, archived: true })),
        links: [],
      };
    case 'label':
      return {
        update: [],
        links: rows
          .filter((r) => !r.labels.some((l) => l.id === action.value))
          .map((r) => ({ locationId: r.id, labelId: action.value })),
      };
  }
}
