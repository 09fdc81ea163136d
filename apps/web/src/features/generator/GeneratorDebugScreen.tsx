import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { boundingRect } from '@plotwise/core/geometry/index';
import {
  renderFloorSvg,
  type FloorModel,
  type FormFactors,
  type GeneratorResult,
} from '@plotwise/core/generator/index';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planLabelWords } from './planSpaceWords';
import { useNavigate, useParams } from 'react-router';
import { formatArea, formatCount, formatLength, formatNumber, formatVolume } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { findTemplate, generatorTemplates } from './templates';
import { useGeneratedBuilding } from './useGeneratedBuilding';

/** How each form factor reads: an area, a volume, a length; the rest are ratios and counts. */
const formFactorUnits: Partial<Record<keyof FormFactors, 'm2' | 'm3' | 'm'>> = {
  plot_area: 'm2',
  envelope_area: 'm2',
  built_area: 'm2',
  gfa: 'm2',
  nfa: 'm2',
  facade_area: 'm2',
  roof_area: 'm2',
  volume: 'm3',
  green_area: 'm2',
  paved_area: 'm2',
  water_area: 'm2',
  average_unit_size: 'm2',
  saleable_area: 'm2',
  non_saleable_area: 'm2',
  max_height: 'm',
  unit_area: 'm2',
  circulation_area: 'm2',
  core_area: 'm2',
  ancillary_area: 'm2',
  wall_area: 'm2',
};

type Message = GeneratorResult['messages'][number] & { i: number };
const messageColumns = (t: TFunction): DataColumn<Message>[] => [
  { id: 'message', header: t('generatorDebug.message'), sortValue: (m) => m.message, cell: (m) => m.message },
  { id: 'target', header: t('generatorDebug.target'), sortValue: (m) => m.target, cell: (m) => m.target },
  { id: 'value', header: t('generatorDebug.value'), cell: (m) => (m.value === null ? '' : String(m.value)) },
];

/** A form factor in its unit; floor areas stay in m² (the hectare rule is for plots). */
function formatFormFactor(value: number, unit: 'm2' | 'm3' | 'm' | undefined, lang: string): string {
  if (unit === 'm2') return formatArea(value, lang, { hectares: false });
  if (unit === 'm3') return formatVolume(value, lang);
  if (unit === 'm') return formatLength(value, lang);
  return formatNumber(value, lang, 2);
}

const formFactorKeys = [
  'plot_area',
  'envelope_area',
  'built_area',
  'gfa',
  'nfa',
  'facade_area',
  'roof_area',
  'facade_ratio',
  'roof_ratio',
  'gsi',
  'gsi_envelope',
  'fsi',
  'volume',
  'green_area',
  'paved_area',
  'water_area',
  'units',
  'floors',
  'parking_spots',
  'bicycle_racks',
  'storage_units',
  'trees',
  'parking_per_unit',
  'parking_per_100m2',
  'average_unit_size',
  'saleable_area',
  'saleable_ratio',
  'non_saleable_area',
  'max_height',
  'unit_area',
  'circulation_area',
  'core_area',
  'ancillary_area',
  'wall_area',
] as const satisfies readonly (keyof FormFactors)[];

/**
 * Debug screen /debug/templates/:archetype?: generates a template building (the generator's worked
 * examples) in the Web Worker and shows its floor plans, form factors and generator messages.
 */
export default function GeneratorDebugScreen() {
  const { t } = useTranslation();
  const { archetype } = useParams();
  const navigate = useNavigate();
  const found = findTemplate(archetype);
  const generated = useGeneratedBuilding(found?.template.input ?? null);
  const options = useMemo(
    () =>
      generatorTemplates.map((x, i) => ({
        value: x.name,
        label: `${i + 1}. ${t(`generatorDebug.templates.${x.name}`)}`,
      })),
    [t],
  );
  return (
    <Stack data-screen="debug.templates" maw={1200}>
      <ScreenTitle title={t('screens.debug.templates')} intro={t('generatorDebug.intro')} />
      <Select
        label={t('generatorDebug.template')}
        data={options}
        value={found?.template.name ?? null}
        onChange={(v) => v && void navigate(`/debug/templates/${v}`)}
        allowDeselect={false}
        maw={420}
      />
      {!found && (
        <Alert color="orange" data-testid="template-unknown">
          {t('generatorDebug.unknown', { archetype })}
        </Alert>
      )}
      {generated.status === 'loading' && (
        <Group data-testid="generator-loading" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('generatorDebug.generating')}</Text>
        </Group>
      )}
      {generated.status === 'error' && (
        <Alert color="red" data-testid="generator-error">
          {t('generatorDebug.failed', { message: generated.error })}
        </Alert>
      )}
      {generated.status === 'success' && found && (
        <GeneratedView
          key={found.template.name}
          result={generated.result}
          elapsedMs={generated.elapsedMs}
          expected={found.template.expected}
        />
      )}
    </Stack>
  );
}

function floorLabel(f: FloorModel, t: TFunction): string {
  if (f.kind === 'roof_structure')
    return t('generatorDebug.roofStructureOption', { index: f.index, name: f.name });
  const levels = f.repeat_count > 1 ? `${f.level}–${f.level + f.repeat_count - 1}` : String(f.level);
  return t('generatorDebug.floorOption', { index: f.index, name: f.name, levels });
}

function GeneratedView({
  result,
  elapsedMs,
  expected,
}: {
  result: GeneratorResult;
  elapsedMs: number;
  expected: { units: number; gfa: number };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const floors = result.model.children.floors;
  const [floor, setFloor] = useState(floors.length > 0 ? 0 : -1);
  // One scale for every floor of the building, so the plan fills the panel and floors compare at a glance.
  const scale = useMemo(() => {
    const all = [
      ...floors.map((f) => f.polygon),
      ...result.model.children.functions.map((s) => s.polygon),
    ].flat();
    if (all.length === 0) return 8;
    const box = boundingRect(all);
    return Math.min(16, Math.max(2, 520 / (Math.max(box.x1 - box.x0, box.y1 - box.y0) + 2)));
  }, [floors, result]);
  // The plan takes the panel's width (the viewBox keeps its proportions), so it never needs a scrollbar.
  const svg = useMemo(
    () =>
      renderFloorSvg(result.model, floor, { scale, context: true, spaceWords: planLabelWords(t) }).replace(
        / width="[\d.]+" height="[\d.]+"(?= viewBox)/,
        ' width="100%"',
      ),
    [result, floor, scale, t],
  );
  const ff = result.form_factors;
  const current = floors[floor];
  return (
    <Stack>
      <Group gap="md">
        <Text fw={600} data-testid="unit-count">
          {t('generatorDebug.units', { n: formatNumber(ff.units, lang, 0) })}
        </Text>
        <Text>{t('generatorDebug.gfa', { gfa: formatArea(ff.gfa, lang, { hectares: false }) })}</Text>
        <Text c="dimmed" data-testid="generated-in">
          {t('generatorDebug.elapsed', {
            ms: formatNumber(elapsedMs, lang, 1),
            version: result.model.generator_version ?? '-',
          })}
        </Text>
        <Badge
          variant="light"
          color={ff.units === expected.units && Math.abs(ff.gfa - expected.gfa) < 1e-6 ? 'teal' : 'red'}
          data-testid="expected"
        >
          {t('generatorDebug.expected', {
            units: formatCount(t, 'quantity.units', expected.units, lang),
            gfa: formatArea(expected.gfa, lang, { hectares: false }),
          })}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            {floors.length > 0 && (
              <Select
                label={t('generatorDebug.floor')}
                data={floors.map((f) => ({ value: String(f.index), label: floorLabel(f, t) }))}
                value={String(floor)}
                onChange={(v) => v !== null && setFloor(Number(v))}
                allowDeselect={false}
              />
            )}
            <div
              data-testid="floor-plan"
              role="img"
              aria-label={
                current
                  ? t('generatorDebug.planOf', { floor: floorLabel(current, t) })
                  : t('generatorDebug.sitePlan')
              }
              // The SVG comes from the core renderer, which escapes every text it writes.
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('generatorDebug.formFactors.title')}
          </Title>
          <Table striped withTableBorder={false} data-testid="form-factors">
            <Table.Tbody>
              {formFactorKeys.map((k) => (
                <Table.Tr key={k}>
                  <Table.Td>{t(`generatorDebug.formFactors.${k}`)}</Table.Td>
                  <Table.Td ta="right">
                    {formatFormFactor(ff[k], formFactorUnits[k], lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" data-testid="generator-messages">
        <Title order={2} size="h4" mb="xs">
          {t('generatorDebug.messages')}
        </Title>
        <DataTable
          columns={messageColumns(t)}
          rows={result.messages.map((m, i) => ({ ...m, i }))}
          rowId={(m) => m.i}
          label={t('generatorDebug.messages')}
          empty={t('generatorDebug.noMessages')}
        />
      </Paper>
    </Stack>
  );
}
