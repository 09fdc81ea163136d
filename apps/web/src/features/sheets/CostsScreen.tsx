import { ActionIcon, Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { costGroups, costKinds, countsBuildingType, parkingPlaceKinds, type CostGroup, type CostKind, type CostRow as EngineCostRow, type MoneyFigure, type ParkingPlaceKind } from '@plotwise/core/finance/index';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { formatArea } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { CommitTextInput } from '../../ui/CommitTextInput';
import { moveWithinGroup, nextOrderInGroup } from './costLines';
import { Money } from './Figures';
import { NumberCell } from './NumberCell';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';
import { byLocation, useOptimisticPatch, type CostRow } from './useSheetsData';

type Line =
  | { kind: 'row'; id: string; row: EngineCostRow; stored: CostRow | undefined }
  | { kind: 'group'; id: string; group: CostGroup; total: MoneyFigure }
  | { kind: 'total'; id: 'total'; total: MoneyFigure };

type CostPatch = Partial<Pick<CostRow, 'type' | 'parking_kind' | 'parameter'>>;

/** A stored line's kind, and for a line per place the kind of place it counts (or every place). */
function CostKindCell({ line, onPatch }: { line: CostRow; onPatch: (body: CostPatch) => void }) {
  const { t } = useTranslation();
  const kind = <Select size="xs" w={200} aria-label={`${t('sheets.costs.kind')} ${line.name}`} data={costKinds.map((k) => ({ value: k, label: t(`sheets.kinds.${k}`) }))} value={line.type} allowDeselect={false} onChange={(v) => v && onPatch({ type: v as CostKind })} />;
  if (line.type !== 'per_parking_place') return kind;
  const kinds = [{ value: 'all', label: t('sheets.costs.allParkingKinds') }, ...parkingPlaceKinds.map((k) => ({ value: k, label: t(`sheets.parkingKinds.${k}`) }))];
  return (
    <Stack gap={4}>
      {kind}
      <Select size="xs" w={200} aria-label={`${t('sheets.costs.parkingKind')} ${line.name}`} data={kinds} value={line.parking_kind ?? 'all'} allowDeselect={false} onChange={(v) => v && onPatch({ parking_kind: v === 'all' ? null : (v as ParkingPlaceKind) })} />
    </Stack>
  );
}

/**
 * A stored line's parameter; under a price per place, the places of its kind the concept draws, and under a price per m²
 * of open gallery, the galleries it counts (what it multiplies).
 */
function CostParameterCell({ line, row, onPatch }: { line: CostRow; row: EngineCostRow; onPatch: (body: CostPatch) => void }) {
  const { t, i18n } = useTranslation();
  const cell = <NumberCell value={line.parameter ?? 0} label={`${t('sheets.costs.parameter')} ${line.name}`} decimals={4} onCommit={(v) => onPatch({ parameter: v })} testId={`cost-parameter-${line.id}`} />;
  const galleries = row.amount.inputs.galleryAreaSquareMeters;
  if (line.type === 'per_m2_gallery' && typeof galleries === 'number')
    return (
      <Stack gap={2} align="flex-end">
        {cell}
        <Text size="xs" c="dimmed" data-testid={`cost-gallery-area-${line.id}`}>
          {t('sheets.costs.galleryArea', { area: formatArea(galleries, i18n.language, { hectares: false }) })}
        </Text>
      </Stack>
    );
  const places = row.amount.inputs.parkingPlaces;
  if (line.type !== 'per_parking_place' || typeof places !== 'number') return cell;
  return (
    <Stack gap={2} align="flex-end">
      {cell}
      <Text size="xs" c="dimmed" data-testid={`cost-places-${line.id}`}>
        {t('sheets.costs.places', { count: places })}
      </Text>
    </Stack>
  );
}

function AddLine() {
  const { t } = useTranslation();
  const { locationId, costs } = useSheet();
  const qc = useQueryClient();
  const [group, setGroup] = useState<CostGroup>('building');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await api.create('costs', { name: name.trim() || t('sheets.costs.newLine'), type: 'flat_fee', category: group, parameter: 0, order: nextOrderInGroup(costs, group), locationId });
      setName('');
      await qc.invalidateQueries({ queryKey: entityKeys.all('costs') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs">
      <TextInput label={t('sheets.costs.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="new-cost-name" />
      <Select label={t('sheets.costs.group')} data={costGroups.map((g) => ({ value: g, label: t(`sheets.groups.${g}`) }))} value={group} allowDeselect={false} onChange={(v) => v && setGroup(v as CostGroup)} data-testid="new-cost-group" />
      <Button onClick={() => void add()} loading={busy} data-testid="add-cost">
        {t('sheets.costs.add')}
      </Button>
    </Group>
  );
}

function Costs() {
  const { t } = useTranslation();
  const { result, locationId, costs } = useSheet();
  const qc = useQueryClient();
  const patch = useOptimisticPatch('costs', byLocation(locationId));
  const view = result.view;
  const move = async (id: number, direction: -1 | 1) => {
    const pairs = moveWithinGroup(costs, id, direction);
    if (pairs.length === 0) return;
    await api.order('costs', pairs);
    await qc.invalidateQueries({ queryKey: entityKeys.all('costs') });
  };
  const archived = costs.filter((c) => c.archived && !c.deleted);
  if (!view?.ok) return <AddLine />;
  const sheet = view.sheets.costs;
  const lines: Line[] = [];
  for (const g of sheet.groups) {
    for (const row of sheet.rows.filter((r) => r.group === g.group))
      lines.push({ kind: 'row', id: `${row.source}-${row.id}`, row, stored: row.source === 'line' ? costs.find((c) => String(c.id) === row.id) : undefined });
    lines.push({ kind: 'group', id: `group-${g.group}`, group: g.group, total: g.total });
  }
  lines.push({ kind: 'total', id: 'total', total: sheet.totalInvestment });
  const columns: DataColumn<Line>[] = [
    {
      id: 'name',
      header: t('sheets.costs.name'),
      width: 240,
      cell: (l) => {
        if (l.kind === 'total') return <strong>{t('sheets.costs.totalInvestment')}</strong>;
        if (l.kind === 'group') return <strong>{t('sheets.costs.groupTotal', { group: t(`sheets.groups.${l.group}`) })}</strong>;
        if (!l.stored) return t(`sheets.costs.source.${l.row.source}`);
        const s = l.stored;
        return <CostName line={s} onCommit={(v) => void patch(s.id, { name: v })} />;
      },
    },
    { id: 'group', header: t('sheets.costs.group'), cell: (l) => (l.kind === 'row' ? t(`sheets.groups.${l.row.group}`) : null) },
    {
      id: 'kind',
      header: t('sheets.costs.kind'),
      cell: (l) => (l.kind === 'row' && l.stored ? <CostKindCell line={l.stored} onPatch={(body) => void patch(l.stored!.id, body)} /> : null),
    },
    {
      id: 'parameter',
      header: t('sheets.costs.parameter'),
      numeric: true,
      cell: (l) => (l.kind === 'row' && l.stored ? <CostParameterCell line={l.stored} row={l.row} onPatch={(body) => void patch(l.stored!.id, body)} /> : null),
    },
    { id: 'amount', header: t('sheets.costs.amount'), numeric: true, cell: (l) => (l.kind === 'row' ? <Money figure={l.row.amount} /> : null) },
    { id: 'vat', header: t('sheets.costs.vat'), numeric: true, cell: (l) => (l.kind === 'row' ? <Money figure={l.row.vat} /> : null) },
    {
      id: 'total',
      header: t('sheets.costs.total'),
      numeric: true,
      cell: (l) => <Money figure={l.kind === 'row' ? l.row.total : l.total} {...(l.kind === 'total' ? { testId: 'costs-total-investment' } : {})} />,
    },
    {
      id: 'actions',
      header: t('sheets.costs.actions'),
      headerHidden: true,
      ownClick: true,
      cell: (l) => {
        if (l.kind !== 'row' || !l.stored) return null;
        const s = l.stored;
        return (
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('sheets.costs.up', { name: s.name })} onClick={() => void move(s.id, -1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('sheets.costs.down', { name: s.name })} onClick={() => void move(s.id, 1)}>
              ↓
            </ActionIcon>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void patch(s.id, { archived: true })} data-testid={`archive-cost-${s.id}`}>
              {t('sheets.costs.archive')}
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light">
        {t('sheets.costs.fromTemplate')}
      </Alert>
      <AddLine />
      <Text size="sm" c="dimmed">
        {t('sheets.costs.atLand')} <Money cents={sheet.landPriceCents} testId="costs-land-price" />
      </Text>
      <DataTable columns={columns} rows={lines} rowId={(l) => l.id} label={t('screens.sheets.financeCosts')} testId="costs-table" minWidth={1250} maxHeight={900} />
      {archived.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('sheets.costs.archived')}
          </Title>
          {archived.map((c) => (
            <Group key={c.id} gap="xs">
              <Text size="sm">
                {c.name} ({t(`sheets.groups.${c.category}`)})
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => void patch(c.id, { archived: false })}>
                {t('sheets.costs.restore')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A stored line's name, editable; under it the building type whose floor area (or open galleries) a per-m2 line
 * counts, and where a starting template line's figure comes from.
 */
function CostName({
  line,
  onCommit,
}: {
  line: { id: number; name?: string | null; source?: string | null; type?: string | null; building_type?: string | null };
  onCommit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const input = <CommitTextInput size="xs" w={220} aria-label={t('sheets.costs.name')} value={line.name ?? ''} onCommit={onCommit} />;
  const typed = countsBuildingType(line.type) && line.building_type;
  if (!line.source && !typed) return input;
  return (
    <Stack gap={2}>
      {input}
      {typed && (
        <Text size="xs" c="dimmed" w={220} data-testid={`cost-building-type-${line.id}`}>
          {t('sheets.costs.buildingType')}: {t(`sheets.buildingTypes.${line.building_type}`)}
        </Text>
      )}
      {line.source && (
        <Text size="xs" c="dimmed" w={220} lineClamp={2} title={line.source} data-testid={`cost-source-${line.id}`}>
          {t('sheets.costs.sourceOf', { source: line.source })}
        </Text>
      )}
    </Stack>
  );
}

export default function CostsScreen() {
  return (
    <SheetsFrame screen="sheets.financeCosts" path="finance/costs">
      <Costs />
    </SheetsFrame>
  );
}
