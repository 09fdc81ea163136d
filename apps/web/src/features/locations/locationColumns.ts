import { formatArea, formatDate, formatLength, formatNumber } from '../../lib/format';

/** A location row as the list endpoint sends it (with its cfg and summary). */
export interface LocationRow {
  id: number;
  name: string;
  type: number;
  lat: number;
  lon: number;
  status: number | null;
  phase: number | null;
  plotnr: string | null;
  plotsize: number;
  road: string | null;
  house_number: string | null;
  postcode: string | null;
  city: string | null;
  municipality: string | null;
  neighbourhood: string | null;
  region: string | null;
  businesspark: string | null;
  owner: string | null;
  architect: string | null;
  builder: string | null;
  buyer: string | null;
  advisors: string | null;
  archived: boolean;
  createdByUserName: string | null;
  createdAt: string;
  updatedAt: string;
  cfg?: { summary?: { zones?: string[]; max_height?: number | null; max_fsi?: number | null; nrconcepts?: number } } | null;
}

export interface LocationColumn {
  key: string;
  /** what the column sorts by (empty values last both ways, in the DataTable) */
  value: (r: LocationRow) => string | number | null;
  /** how a cell shows */
  format?: (r: LocationRow, lang: string) => string;
  numeric?: boolean;
}

const text = (key: keyof LocationRow): LocationColumn => ({ key, value: (r) => (r[key] as string | null) ?? null });

/**
 * The columns of the table of locations (spec section 2) that the location record can fill. Columns that need
 * data the product does not hold yet (production value, activity, score, notes ...) are not offered.
 */
export const LOCATION_COLUMNS: LocationColumn[] = [
  { key: 'id', value: (r) => r.id, numeric: true },
  text('name'),
  { key: 'status', value: (r) => r.status, numeric: true },
  { key: 'phase', value: (r) => r.phase, numeric: true },
  { key: 'plotsize', value: (r) => r.plotsize, format: (r, l) => formatArea(r.plotsize, l), numeric: true },
  text('plotnr'),
  { key: 'max_height', value: (r) => r.cfg?.summary?.max_height ?? null, format: (r, l) => (r.cfg?.summary?.max_height == null ? '' : formatLength(r.cfg.summary.max_height, l)), numeric: true },
  { key: 'max_fsi', value: (r) => r.cfg?.summary?.max_fsi ?? null, format: (r, l) => num(r.cfg?.summary?.max_fsi, l), numeric: true },
  { key: 'zones', value: (r) => (r.cfg?.summary?.zones ?? []).join(', ') || null },
  { key: 'nrconcepts', value: (r) => r.cfg?.summary?.nrconcepts ?? 0, numeric: true },
  { key: 'address', value: (r) => [r.road, r.house_number].filter(Boolean).join(' ') || null },
  text('postcode'),
  text('city'),
  text('municipality'),
  text('neighbourhood'),
  text('region'),
  text('businesspark'),
  text('owner'),
  text('architect'),
  text('builder'),
  text('buyer'),
  text('advisors'),
  { key: 'archived', value: (r) => (r.archived ? 1 : 0) },
  text('createdByUserName'),
  { key: 'createdAt', value: (r) => r.createdAt, format: (r, l) => formatDate(r.createdAt, l) },
  { key: 'updatedAt', value: (r) => r.updatedAt, format: (r, l) => formatDate(r.updatedAt, l) },
];

const num = (v: number | null | undefined, lang: string) => (v === null || v === undefined ? '' : formatNumber(v, lang, 2));

/** Rows whose name, address or plot number contain every word of the search text. */
export function filterRows(rows: LocationRow[], search: string): LocationRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((r) => {
    const hay = [r.name, r.road, r.house_number, r.postcode, r.city, r.municipality, r.plotnr].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
