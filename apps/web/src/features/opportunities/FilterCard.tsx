import { Alert, Button, CloseButton, Group, MultiSelect, NumberInput, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { SearchCatalogueEntry } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { AddFilterSelect } from './AddFilterSelect';
import { useFilterEditor } from './filterEditorContext';
import type { FilterDraft } from './filterDrafts';
import { RangeFilterInput } from './RangeFilterInput';
import type { NumericHistogram } from '@plotwise/contracts';
import { sliderDomain } from './rangeSlider';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)]);

/** Filters that add to the score (region, map box and custom area only restrict space). */
function scores(entry: SearchCatalogueEntry): boolean {
  return entry.kind !== 'polygon' && !(entry.kind === 'region' && entry.region !== 'point');
}

/** The label of a category value: a zoning category, a municipality or province name, or the value itself. */
export function useValueLabel() {
  const { t, i18n } = useTranslation();
  return (entry: SearchCatalogueEntry, value: string): string => {
    const named = entry.values?.find((v) => v.value === value)?.name;
    if (named) return named;
    const keys = [`map.zoningCategory.${value}`, `opportunities.values.${entry.feature ?? entry.key}.${value}`];
    if (entry.feature === 'zone' && i18n.exists(keys[0]!)) return t(keys[0]!);
    if (i18n.exists(keys[1]!)) return t(keys[1]!);
    return value;
  };
}

function CategoryInputs({ draft, entry }: { draft: FilterDraft; entry: SearchCatalogueEntry }) {
  const { t, i18n } = useTranslation();
  const { change, histogramOf, readOnly } = useFilterEditor();
  const valueLabel = useValueLabel();
  const label = entry.label[i18n.language === 'nl' ? 'nl' : 'en'];
  const h = histogramOf(entry.key);
  const counts = new Map(h?.kind === 'category' ? h.counts.map((c) => [c.value, c.count]) : []);
  const values = [...new Set([...(entry.values ?? []).map((v) => v.value), ...((entry.defaults.choices as string[] | undefined) ?? []), ...list(draft.param1), ...list(draft.optimal)])];
  const data = values.map((v) => ({ value: v, label: counts.has(v) ? `${valueLabel(entry, v)} (${formatNumber(counts.get(v)!, i18n.language, 0)})` : valueLabel(entry, v) }));
  const isRegion = entry.kind === 'region';
  return (
    <Stack gap={6}>
      <MultiSelect
        size="xs"
        label={isRegion ? t('opportunities.category.regions', { label }) : t('opportunities.category.admitted')}
        placeholder={list(draft.param1).length ? undefined : t('opportunities.category.any')}
        data={data}
        value={list(draft.param1)}
        searchable
        clearable
        disabled={!draft.enabled || readOnly}
        onChange={(v) => change(draft.uid, { param1: v })}
        comboboxProps={{ withinPortal: true }}
      />
      {!isRegion && (
        <MultiSelect
          size="xs"
          label={t('opportunities.category.preferred')}
          placeholder={list(draft.optimal).length ? undefined : t('opportunities.range.none')}
          data={data}
          value={list(draft.optimal)}
          searchable
          clearable
          disabled={!draft.enabled || readOnly}
          onChange={(v) => change(draft.uid, { optimal: v.length ? v : null })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}

function BoxInputs({ draft }: { draft: FilterDraft }) {
  const { t, i18n } = useTranslation();
  const { change, bounds, readOnly } = useFilterEditor();
  const box = [draft.param1, draft.param2, draft.param3, draft.param4].map(num);
  const f = (v: number | null) => (v === null ? '?' : formatNumber(v, i18n.language, 4));
  return (
    <Stack gap={6}>
      <Text size="xs" data-testid="bbox-text">
        {t('opportunities.box.text', { west: f(box[0]!), south: f(box[1]!), east: f(box[2]!), north: f(box[3]!) })}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        disabled={!bounds || readOnly}
        onClick={() => bounds && change(draft.uid, { param1: round(bounds[0]), param2: round(bounds[1]), param3: round(bounds[2]), param4: round(bounds[3]) })}
      >
        {t('opportunities.box.useMap')}
      </Button>
    </Stack>
  );
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

function AreaInputs({ draft }: { draft: FilterDraft }) {
  const { t } = useTranslation();
  const { change, pick, setPick, areaPoints, finishArea, readOnly } = useFilterEditor();
  const drawing = pick?.uid === draft.uid && pick.kind === 'area';
  if (drawing)
    return (
      <Stack gap={6}>
        <Text size="xs" role="status">
          {t('opportunities.area.drawing', { count: areaPoints })}
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" disabled={areaPoints < 3} onClick={finishArea}>
            {t('opportunities.area.finish')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setPick(null)}>
            {t('opportunities.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap={6}>
      <Text size="xs">{draft.polygon ? t('opportunities.area.drawn') : t('opportunities.area.none')}</Text>
      <Group gap="xs">
        <Button size="compact-xs" variant="light" disabled={readOnly} onClick={() => setPick({ uid: draft.uid, kind: 'area' })}>
          {draft.polygon ? t('opportunities.area.redraw') : t('opportunities.area.draw')}
        </Button>
        {draft.polygon && (
          <Button size="compact-xs" variant="default" disabled={readOnly} onClick={() => change(draft.uid, { polygon: null })}>
            {t('opportunities.area.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function PointInputs({ draft }: { draft: FilterDraft }) {
  const { t } = useTranslation();
  const { change, pick, setPick, readOnly } = useFilterEditor();
  const picking = pick?.uid === draft.uid && pick.kind === 'point';
  const disabled = !draft.enabled || readOnly;
  return (
    <Stack gap={6}>
      <Group gap="xs" grow>
        <NumberInput size="xs" label={t('opportunities.point.lat')} value={num(draft.param1) ?? ''} decimalScale={6} min={-90} max={90} disabled={disabled} onChange={(v) => change(draft.uid, { param1: num(v) })} />
        <NumberInput size="xs" label={t('opportunities.point.lon')} value={num(draft.param2) ?? ''} decimalScale={6} min={-180} max={180} disabled={disabled} onChange={(v) => change(draft.uid, { param2: num(v) })} />
        <NumberInput
          size="xs"
          label={t('opportunities.point.radius')}
          value={num(draft.param3) ?? ''}
          decimalScale={2}
          min={0.01}
          step={0.5}
          disabled={disabled}
          onChange={(v) => change(draft.uid, { param3: num(v) })}
        />
      </Group>
      <Button size="compact-xs" variant={picking ? 'filled' : 'light'} disabled={disabled} onClick={() => setPick(picking ? null : { uid: draft.uid, kind: 'point' })} aria-pressed={picking}>
        {picking ? t('opportunities.point.picking') : t('opportunities.point.pick')}
      </Button>
    </Stack>
  );
}

/** One feature filter reference: its inputs by kind, whether it is used, its weight; an or-choice holds its alternatives. */
export function FilterCard({ draft, depth = 0 }: { draft: FilterDraft; depth?: number }) {
  const { t, i18n } = useTranslation();
  const ctx = useFilterEditor();
  const entry = ctx.entryOf(draft.key);
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  if (!entry)
    return (
      <Paper withBorder p="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('opportunities.filter.unknown', { key: draft.key })}</Text>
          <CloseButton size="sm" aria-label={t('opportunities.filter.remove', { label: draft.key })} onClick={() => ctx.remove(draft.uid)} disabled={ctx.readOnly} />
        </Group>
      </Paper>
    );
  const label = entry.label[lang];
  const disabled = !draft.enabled || ctx.readOnly;
  const h = ctx.histogramOf(entry.key);
  const numeric = h?.kind === 'numeric' ? (h as NumericHistogram) : undefined;
  return (
    <Paper withBorder p="xs" data-testid="filter-card" data-filter={draft.key} bg={depth ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} style={{ minWidth: 0 }}>
            {label}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Switch
              size="xs"
              checked={draft.enabled}
              disabled={ctx.readOnly}
              onChange={(e) => ctx.change(draft.uid, { enabled: e.currentTarget.checked })}
              aria-label={t('opportunities.filter.use', { label })}
            />
            <CloseButton size="sm" aria-label={t('opportunities.filter.remove', { label })} onClick={() => ctx.remove(draft.uid)} disabled={ctx.readOnly} />
          </Group>
        </Group>
        {entry.known === 0 && (
          <Alert color="yellow" variant="light" p={6}>
            <Text size="xs">{t('opportunities.filter.noData')}</Text>
          </Alert>
        )}
        {entry.perCompany && (
          <Text size="xs" c="dimmed">
            {t('opportunities.filter.perCompany')}
          </Text>
        )}
        {(entry.kind === 'range' || entry.kind === 'distance') && (
          <RangeFilterInput
            label={label}
            unit={entry.unit}
            domain={sliderDomain(entry.domain, ctx.dataDomainOf(entry.key), draft.param1, draft.param2)}
            histogram={numeric}
            param1={draft.param1}
            param2={draft.param2}
            optimal={draft.optimal}
            {...(entry.prefer ? { prefer: entry.prefer } : {})}
            disabled={disabled}
            onChange={(patch) => ctx.change(draft.uid, patch)}
          />
        )}
        {(entry.kind === 'category' || (entry.kind === 'region' && entry.region === 'category')) && <CategoryInputs draft={draft} entry={entry} />}
        {entry.kind === 'boolean' && (
          <SegmentedControl
            size="xs"
            disabled={disabled}
            value={String(draft.param1) === '0' ? '0' : '1'}
            onChange={(v) => ctx.change(draft.uid, { param1: Number(v) })}
            data={[
              { value: '1', label: t('opportunities.boolean.yes') },
              { value: '0', label: t('opportunities.boolean.no') },
            ]}
            aria-label={label}
          />
        )}
        {entry.kind === 'region' && entry.region === 'bbox' && <BoxInputs draft={draft} />}
        {entry.kind === 'polygon' && <AreaInputs draft={draft} />}
        {entry.kind === 'region' && entry.region === 'point' && <PointInputs draft={draft} />}
        {entry.kind === 'or' && (
          <Stack gap={6}>
            <Text size="xs">{t('opportunities.or.explain')}</Text>
            {draft.children.map((c) => (
              <FilterCard key={c.uid} draft={c} depth={depth + 1} />
            ))}
            {!ctx.readOnly && depth < 3 && <AddFilterSelect label={t('opportunities.or.add')} nested onAdd={(key) => ctx.addChild(draft.uid, key)} />}
          </Stack>
        )}
        {/* an or-choice scores by its best passing alternative: the alternatives' own weights play no part */}
        {scores(entry) && depth === 0 && (
          <NumberInput
            size="xs"
            w={130}
            label={t('opportunities.filter.weight')}
            value={draft.weight ?? 1}
            min={0}
            max={1000}
            step={0.5}
            decimalScale={2}
            disabled={disabled}
            onChange={(v) => ctx.change(draft.uid, { weight: num(v) ?? 0 })}
          />
        )}
      </Stack>
    </Paper>
  );
}
