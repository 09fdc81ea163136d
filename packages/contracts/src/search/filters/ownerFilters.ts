import { ownerTypeFilterValues } from '../../ownership';
import { filterDefinition } from '../filterDefinition';

/**
 * Owner type: from the owner information the requesting company keeps for its parcels (BRK or by hand), never in
 * the shared index. The server resolves it per request to a set of plots (docs/search.md "Per-company filters").
 */
export const ownerFilters = [
  filterDefinition('owner_type', 'owner_type', 'category', ['Soort eigenaar', 'Owner type'], {
    choices: ownerTypeFilterValues,
    plotSet: true,
    defaults: { weight: 1 },
  }),
];
