import type { TableSpec } from '../../runner/tableSpec';

/** geo_bgt_surfaces of migration 0047, as the BGT importer writes it (kept beside the importer, its only writer). */
export const bgtSurfacesTable = {
  table: 'geo_bgt_surfaces',
  geom: 'multipolygon',
  columns: [
    { name: 'identificatie', type: 'text' },
    { name: 'object_type', type: 'text' },
    { name: 'surface_class', type: 'text' },
    { name: 'fysiek_voorkomen', type: 'text' },
    { name: 'functie', type: 'text' },
    { name: 'relatieve_hoogteligging', type: 'int' },
  ],
} as const satisfies TableSpec;
