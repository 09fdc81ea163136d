import { ActionIcon, Anchor, Badge, Checkbox, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocationTableColumn, LocationTableRow } from '@plotwise/contracts';
import type { useUserCfg } from '../../app/useUserCfg';
import { locationPath } from '../../lib/links';
import type { DataColumn } from '../../ui/DataTable';
import { DEFAULT_COLUMNS, LOCATION_COLUMNS, type CellContext } from './locationColumns';
import { ValueDot } from './planboard/ValueDot';
import type { BoardValue } from './useLocationTable';

/** The id of the list's selection column (a checkbox per row). */
export const SELECT = '_select';
/** The widths of resized columns live in the user's cfg (panels_width), under these keys. */
export const WIDTH_PREFIX = 'locations.list.';
const WIDE = new Set([
  'name',
  'address',
  'labels',
  'lastNote',
  'lastTodo',
  'cadastreOwners',
  'unitMix',
  'zones',
]);

/** A column's width until the user drags its edge: figures narrow, names and lists wide. */
const defaultWidth = (key: string, numeric: boolean) =>
  key === 'id' ? 72 : WIDE.has(key) ? 220 : numeric ? 120 : 150;

/** How a cell shows beyond its text: status and phase as a dot, labels as badges, the name as the location's link. */
function cellOf(
  key: LocationTableColumn,
  r: LocationTableRow,
  text: string,
  valueById: Map<number, BoardValue>,
  t: TFunction,
): ReactNode {
  if (key === 'status' || key === 'phase') {
    const v = r[key] === null ? undefined : valueById.get(r[key]!);
    return v ? <ValueDot name={v.name} color={v.color} /> : text;
  }
  if (key === 'labels')
    return (
      <Group gap={4} wrap="nowrap">
        {r.labels.map((l) => (
          <Badge key={l.id} size="xs" variant="light" color={l.color ?? 'gray'}>
            {l.name}
          </Badge>
        ))}
      </Group>
    );
  if (key === 'archived') return r.archived ? t('locations.yes') : '';
  // the name follows the spec's location link rule (on the map, or the list for an empty project: issue #42 item 5);
  // the pencil beside it opens the editor in one click (issue #16 item 1)
  if (key === 'name')
    return (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={locationPath(r)} onClick={(e) => e.stopPropagation()} data-testid="location-link">
          {text}
        </Anchor>
        <ActionIcon
          component={Link}
          to={`/locations/detail/${r.id}/modify`}
          onClick={(e: MouseEvent) => e.stopPropagation()}
          variant="subtle"
          size="sm"
          aria-label={t('common.editNamed', { name: text })}
          data-testid="modify-link"
        >
          {/* a pencil drawn, not written: the cell's text stays the name (screen readers read the aria-label) */}
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M11.3 1.7l3 3L5 14H2v-3l9.3-9.3zM10 4.4l1.6 1.6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        </ActionIcon>
      </Group>
    );
  return text;
}

type SortValue = (r: LocationTableRow) => string | number | null;

/** The list's columns: every location column of spec section 2, then the selection checkbox. */
function buildColumns({
  t,
  ctx,
  valueById,
  selected,
  toggle,
  widths,
  sortValues,
}: {
  t: TFunction;
  ctx: CellContext;
  valueById: Map<number, BoardValue>;
  selected: Set<number>;
  toggle: (id: number, on: boolean) => void;
  widths: Record<string, number>;
  sortValues: Map<string, SortValue>;
}): DataColumn<LocationTableRow>[] {
  const check: DataColumn<LocationTableRow> = {
    id: SELECT,
    header: t('locationsTable.selectAll'),
    headerHidden: true,
    hideable: false,
    ownClick: true,
    width: 36,
    cell: (r) => (
      <Checkbox
        size="xs"
        aria-label={t('locationsTable.selectRow', { name: r.name ?? r.id })}
        checked={selected.has(r.id)}
        onChange={(e) => toggle(r.id, e.currentTarget.checked)}
      />
    ),
  };
  return [
    ...LOCATION_COLUMNS.map((c) => ({
      id: c.key,
      header: t(`columns.${c.key}`),
      width: widths[`${WIDTH_PREFIX}${c.key}`] ?? defaultWidth(c.key, !!c.numeric),
      sortValue: sortValues.get(c.key),
      numeric: !!c.numeric,
      // one line per row: a wide table scrolls sideways instead of wrapping figures and dates
      cell: (r: LocationTableRow) => (
        <span style={{ whiteSpace: 'nowrap' }}>{cellOf(c.key, r, c.format(r, ctx), valueById, t)}</span>
      ),
    })),
    check,
  ];
}

/**
 * The list's columns and which of them show (the user's choice in cfg, else the defaults; the selection column
 * last), with each column's sort value and the chooser's toggle.
 */
export function useLocationListColumns({
  userCfg: { cfg, update },
  valueById,
  selected,
  toggle,
}: {
  userCfg: ReturnType<typeof useUserCfg>;
  valueById: Map<number, BoardValue>;
  selected: Set<number>;
  /** stable (useRowSelection), so the columns stay while nothing else changes */
  toggle: (id: number, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const known = new Set<string>(LOCATION_COLUMNS.map((c) => c.key));
  const chosen = (cfg.columns ?? []).filter((k) => known.has(k));
  // the selection column comes last: the first cell of a row stays its first data column (the row's name for the keyboard)
  const visible = [...(chosen.length ? chosen : DEFAULT_COLUMNS), SELECT];
  const lang = i18n.language;
  const widths = cfg.panels_width;
  const ctx = useMemo<CellContext>(
    () => ({ lang, valueName: (id) => valueById.get(id)?.name ?? null, t: (key: string) => t(key) }),
    [lang, valueById, t],
  );
  // one value function per column while the language and the values stay: the table keeps the rows' sort keys
  const sortValues = useMemo(
    () => new Map(LOCATION_COLUMNS.map((c) => [c.key, (r: LocationTableRow) => c.value(r, ctx)])),
    [ctx],
  );
  const columns = useMemo(
    () => buildColumns({ t, ctx, valueById, selected, toggle, widths, sortValues }),
    [t, ctx, valueById, selected, toggle, widths, sortValues],
  );
  const toggleColumn = (key: string, on: boolean) => {
    const next = LOCATION_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : visible.includes(k)));
    update({ columns: next });
  };
  return { columns, visible, sortValues, toggleColumn };
}
