import { describe, expect, it } from 'vitest';
import { locationTableColumns, type LocationTableRow } from '@plotwise/contracts';
import nl from '../../i18n/nl.json';
import en from '../../i18n/en.json';
import { compareValues } from '../../ui/DataTable/compareValues';
import { LOCATION_COLUMNS, type CellContext } from './locationColumns';
import { bulkWrites } from './bulkActions';

const row = (id: number, over: Partial<LocationTableRow> = {}): LocationTableRow =>
  ({
    id,
    name: `L${id}`,
    plotsize: 0,
    status: null,
    phase: null,
    archived: false,
    labels: [],
    zones: [],
    unitMix: [],
    cadastreOwners: [],
    notesCount: 0,
    conceptsCount: 0,
    unitTotal: 0,
    lastNote: null,
    lastTodo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    activityAt: '2026-01-01T00:00:00.000Z',
    productionValue: null,
    score: null,
    chanceOfSuccess: null,
    landPosition: null,
    ...over,
  }) as LocationTableRow;
const ctx: CellContext = { lang: 'nl', valueName: (id) => (id === 7 ? 'Verkennen' : null) };
const col = (key: string) => LOCATION_COLUMNS.find((c) => c.key === key)!;

describe('table of locations: columns', () => {
  it('offers every column of spec section 2, each with a Dutch and an English name', () => {
    expect(LOCATION_COLUMNS.map((c) => c.key)).toEqual([...locationTableColumns]);
    expect(LOCATION_COLUMNS.length).toBeGreaterThanOrEqual(34);
    for (const c of LOCATION_COLUMNS) {
      expect((nl.columns as Record<string, string>)[c.key], c.key).toBeTruthy();
      expect((en.columns as Record<string, string>)[c.key], c.key).toBeTruthy();
    }
  });

  it('formats in Dutch, names status values, and sorts numbers by value', () => {
    expect(col('plotsize').format(row(1, { plotsize: 12500 }), ctx)).toBe('1,25 ha');
    expect(col('status').format(row(1, { status: 7 }), ctx)).toBe('Verkennen');
    expect(
      col('labels').format(
        row(1, {
          labels: [
            { id: 1, name: 'A', color: null },
            { id: 2, name: 'B', color: null },
          ],
        }),
        ctx,
      ),
    ).toBe('A, B');
    expect(
      col('address').format(
        row(1, { road: 'Dorpsstraat', house_number: '12' } as Partial<LocationTableRow>),
        ctx,
      ),
    ).toBe('Dorpsstraat 12');
    expect(col('notes').format(row(1, { notesCount: 1200 }), ctx)).toBe('1.200');
    const rows = [row(1, { plotsize: 900 }), row(2, { plotsize: 12000 }), row(3, { plotsize: 80 })];
    expect(
      [...rows]
        .sort((a, b) => compareValues(col('plotsize').value(a, ctx), col('plotsize').value(b, ctx)))
        .map((r) => r.id),
    ).toEqual([3, 1, 2]);
  });

  it('shows the production value in whole euros in Dutch, empty without a figure, and sorts it by value', () => {
    const pv = col('productionValue');
    expect(pv.numeric).toBe(true);
    expect(pv.format(row(1, { productionValue: 12345678.9 }), ctx)).toMatch(/^€\s?12\.345\.679$/);
    expect(pv.format(row(1, { productionValue: 12345678.9 }), { ...ctx, lang: 'en' })).toBe('€12,345,679');
    expect(pv.format(row(1, { productionValue: 0 }), ctx)).toMatch(/^€\s?0$/);
    expect(pv.format(row(1), ctx)).toBe('');
    const rows = [row(1, { productionValue: 2_500_000 }), row(2, { productionValue: null }), row(3, { productionValue: 980_000.5 })];
    expect([...rows].sort((a, b) => compareValues(pv.value(a, ctx), pv.value(b, ctx))).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(col('score').format(row(1), ctx)).toBe('');
  });

  it('shows the score with Dutch decimals and the chance of success as a percentage', () => {
    expect(col('score').format(row(1, { score: 87.25 }), ctx)).toMatch(/^87,[23]$/);
    expect(col('chanceOfSuccess').format(row(1, { chanceOfSuccess: 60 }), ctx)).toMatch(/^60\s?%$/);
    expect(col('chanceOfSuccess').format(row(1, { chanceOfSuccess: null }), ctx)).toBe('');
    const rows = [row(1, { score: 40 }), row(2, { score: 91.5 }), row(3, { score: null })];
    expect([...rows].sort((a, b) => compareValues(col('score').value(a, ctx), col('score').value(b, ctx))).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('shows the land position as a percentage, and nothing for a site without parcels', () => {
    expect(col('landPosition').format(row(1, { landPosition: 0.4 }), ctx)).toMatch(/^40\s?%$/);
    expect(col('landPosition').format(row(2, { landPosition: null }), ctx)).toBe('');
    expect(col('landPosition').numeric).toBe(true);
  });
});

describe('bulk actions', () => {
  const rows = [row(1, { labels: [{ id: 5, name: 'K', color: null }] }), row(2), row(3, { archived: true })];
  it('writes one record per row for status and assignee, and only what changes for labels and archive', () => {
    expect(bulkWrites(rows, { kind: 'status', value: 7 }).update).toEqual([
      { id: 1, status: 7 },
      { id: 2, status: 7 },
      { id: 3, status: 7 },
    ]);
    expect(bulkWrites(rows, { kind: 'assign', value: null }).update).toEqual([
      { id: 1, assignedTo: null },
      { id: 2, assignedTo: null },
      { id: 3, assignedTo: null },
    ]);
    expect(bulkWrites(rows, { kind: 'label', value: 5 })).toEqual({
      update: [],
      links: [
        { locationId: 2, labelId: 5 },
        { locationId: 3, labelId: 5 },
      ],
    });
    expect(bulkWrites(rows, { kind: 'archive' }).update).toEqual([
      { id: 1, archived: true },
      { id: 2, archived: true },
    ]);
  });
});
