import type { ApiWrite, LocationTableRow } from '@plotwise/contracts';

export type BulkAction =
  | { kind: 'status'; value: number | null }
  | { kind: 'label'; value: number }
  | { kind: 'assign'; value: number | null }
  | { kind: 'archive' }
  | { kind: 'unitTypes' };

interface BulkWrites {
  update: (ApiWrite<'locations'> & { id: number })[];
  links: ApiWrite<'locationslabels'>[];
  /** locations that take the company's unit types (POST /api/locations/unit-types/adopt) */
  adoptUnitTypes?: number[];
}

/**
 * The writes of a bulk action on the selected rows: records for the generic bulk update (PUT /locations/detail),
 * for a label the location-label links to create (POST /locationslabels/list) for the rows that lack it, or the
 * locations that take the company's unit types.
 */
export function bulkWrites(rows: readonly LocationTableRow[], action: BulkAction): BulkWrites {
  switch (action.kind) {
    case 'unitTypes':
      return { update: [], links: [], adoptUnitTypes: rows.map((r) => r.id) };
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
