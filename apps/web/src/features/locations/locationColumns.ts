import {
  cadastreOwnersText,
  locationCellValue,
  locationTableColumns,
  type LocationTableColumn,
  type LocationTableRow,
  postcodeText,
} from '@plotwise/contracts';
import { formatArea, formatCurrency, formatPercent, formatDate, formatLength, formatNumber } from '../../lib/format';

/** What a cell needs besides its row: the language and the names of the company's status and phase values. */
export interface CellContext {
  lang: string;
  valueName: (id: number) => string | null;
  /** the app's translations (owner types, "by hand"); without them the raw keys show */
  t?: (key: string) => string;
}

export interface LocationColumn {
  key: LocationTableColumn;
  /** what the column sorts and filters by (empty values last both ways, in the DataTable) */
  value: (r: LocationTableRow, ctx: CellContext) => string | number | null;
  /** how a cell shows */
  format: (r: LocationTableRow, ctx: CellContext) => string;
  numeric?: boolean;
}

const plain = (v: string | number | boolean | null) =>
  v === null ? null : typeof v === 'boolean' ? (v ? 1 : 0) : v;
const num = (v: number | null | undefined, lang: string, digits = 2) =>
  v === null || v === undefined ? '' : formatNumber(v, lang, digits);

/** "Name (owner type)" per owner, in the screen's words: the same text as the XLSX (contracts ownersText.ts). */
const ownersText = (r: LocationTableRow, c: CellContext): string => {
  const t = c.t ?? ((key: string) => key);
  return cadastreOwnersText(r.ownerDetails ?? [], { ownerType: (type) => t(`modifyPlot.ownerTypes.${type}`), byHand: t('locationsTable.ownersByHand') });
};

// how the columns that are not plain text or a plain count show; the others show their value
const FORMATS: Partial<Record<LocationTableColumn, (r: LocationTableRow, c: CellContext) => string>> = {
  cadastreOwners: ownersText,
  postcode: (r) => postcodeText(r.postcode),
  // whole euros (the stored figure is exact to the cent; docs/api.md "Table of locations")
  productionValue: (r, c) => (r.productionValue === null ? '' : formatCurrency(r.productionValue, c.lang)),
  plotsize: (r, c) => (r.plotsize === null ? '' : formatArea(r.plotsize, c.lang)),
  max_height: (r, c) => (r.max_height === null ? '' : formatLength(r.max_height, c.lang)),
  max_fsi: (r, c) => num(r.max_fsi, c.lang),
  createdAt: (r, c) => formatDate(r.createdAt, c.lang),
  updatedAt: (r, c) => formatDate(r.updatedAt, c.lang),
  activity: (r, c) => formatDate(r.activityAt, c.lang),
  lastTodo: (r, c) =>
    r.lastTodo
      ? r.lastTodo.targetAt
        ? `${r.lastTodo.name} (${formatDate(r.lastTodo.targetAt, c.lang)})`
        : r.lastTodo.name
      : '',
  unitTotal: (r, c) => num(r.unitTotal, c.lang, 0),
  notes: (r, c) => num(r.notesCount, c.lang, 0),
  nrconcepts: (r, c) => num(r.conceptsCount, c.lang, 0),
  landPosition: (r, c) => (r.landPosition === null ? '' : formatPercent(r.landPosition, c.lang)),
  score: (r, c) => num(r.score, c.lang, 1),
  chanceOfSuccess: (r, c) => (r.chanceOfSuccess === null ? '' : formatPercent(r.chanceOfSuccess / 100, c.lang)),
};
const NUMERIC = new Set<LocationTableColumn>([
  'id',
  'plotsize',
  'max_height',
  'max_fsi',
  'notes',
  'nrconcepts',
  'unitTotal',
  'productionValue',
  'score',
  'chanceOfSuccess',
  'landPosition',
]);
// sorting by the instant, not by its text
const SORT_BY: Partial<Record<LocationTableColumn, (r: LocationTableRow) => string | number | null>> = {
  activity: (r) => r.activityAt,
  lastTodo: (r) => r.lastTodo?.targetAt ?? (r.lastTodo ? '9999' : null),
  archived: (r) => (r.archived ? 1 : 0),
};

/**
 * Every column of the table of locations of spec section 2, in the spec's order (contracts' locationTableColumns,
 * the same list the XLSX export and the user settings use). Values come from GET /api/locations/table.
 */
export const LOCATION_COLUMNS: LocationColumn[] = locationTableColumns.map((key) => ({
  key,
  value: (r, c) => SORT_BY[key]?.(r) ?? plain(locationCellValue(r, key, c.valueName)),
  format: (r, c) => FORMATS[key]?.(r, c) ?? String(locationCellValue(r, key, c.valueName) ?? ''),
  numeric: NUMERIC.has(key),
}));

/** The columns a user sees before choosing (spec: user configuration `columns` default). */
export const DEFAULT_COLUMNS: LocationTableColumn[] = ['createdByUserName', 'name', 'status', 'phase'];
