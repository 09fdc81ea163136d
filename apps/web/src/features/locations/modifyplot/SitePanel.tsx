import { ActionIcon, Button, Divider, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { landPositionShare, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { LocationDataSteps } from '../LocationDataSteps';
import { formatArea, formatLength, formatPercent } from '../../../lib/format';
import { FetchOwners } from './FetchOwners';
import { OwnerLetters } from './OwnerLetters';
import { ParcelDetails } from './ParcelDetails';
import type { EditTarget } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import type { geometryFields } from './fieldShapes';
import { FieldShapesSection } from './FieldShapesSection';
import { geometryMeasures, type siteFacts } from './siteShapes';
import type { useSiteEdits } from './useSiteEdits';

/**
 * The side panel of the site screen: the live totals, the parcels (select, remove, edit a drawn one's corners),
 * the buildable area, the geometry custom fields and the user's measurements on this location.
 */
export function SitePanel({
  facts,
  buildableGeometry,
  selectedId,
  onSelect,
  onRemove,
  onMode,
  onEdit,
  onRemoveBuildable,
  fields,
  onDrawField,
  onRemoveField,
  edits,
  location,
}: {
  facts: ReturnType<typeof siteFacts>;
  buildableGeometry: unknown;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onRemove: (id: number) => void;
  onMode: (mode: MapMode) => void;
  onEdit: (target: EditTarget) => void;
  onRemoveBuildable: () => void;
  fields: ReturnType<typeof geometryFields>;
  onDrawField: (fieldId: number) => void;
  onRemoveField: (fieldId: number) => void;
  edits: ReturnType<typeof useSiteEdits>;
  location: ApiRecord<'locations'>;
}) {
  const locationId = location.id;
  const selected = (location.plots ?? []).find((p) => p.id === selectedId);
  const position = landPositionShare(
    facts.parcels.map((p) => ({ areaSquareMeters: p.areaSquareMeters, acquisition: location.plots?.find((x) => x.id === p.id)?.acquisition })),
  );
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const buildable = buildableGeometry ? geometryMeasures(buildableGeometry) : null;
  const measurements = edits.measurements.filter((m) => m.locationId === locationId);
  // owners are kept by the parcel's identificatie; the letter names the parcel as its owner knows it
  const parcelLabel = (identificatie: string) => {
    const plot = (location.plots ?? []).find((p) => p.properties?.identificatie === identificatie);
    return (plot && facts.parcels.find((p) => p.id === plot.id)?.plotnr) ?? identificatie;
  };
  return (
    <Stack gap="sm" data-testid="site-panel">
      <div data-testid="site-facts">
        <Text size="sm">
          {t('modifyPlot.totalArea')}: <b data-testid="site-area">{formatArea(facts.areaSquareMeters, lang, { hectares: false })}</b>
        </Text>
        <Text size="sm">
          {t('modifyPlot.perimeter')}: <b>{formatLength(facts.perimeterMeters, lang)}</b>
        </Text>
        <Text size="sm">
          {t('modifyPlot.plotnr')}: <b data-testid="site-plotnr">{facts.plotnr ?? '–'}</b>
        </Text>
        {position !== null && (
          <Stack gap={2} mt={4}>
            <Text size="sm">
              {t('modifyPlot.landPosition')}: <b data-testid="land-position">{formatPercent(position, lang)}</b>
            </Text>
            <Progress value={position * 100} size="sm" color="teal" aria-label={t('modifyPlot.landPosition')} />
          </Stack>
        )}
      </div>
      <LocationDataSteps location={location} />
      <Divider />
      <Title order={3} size="h5">
        {t('modifyPlot.parcels', { count: facts.parcels.length })}
      </Title>
      {facts.parcels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('modifyPlot.noParcels')}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm" data-testid="site-parcels">
          <Table.Tbody>
            {facts.parcels.map((p) => (
              <Table.Tr key={p.id} bg={p.id === selectedId ? 'orange.0' : undefined} data-testid="site-parcel">
                <Table.Td>
                  <Button variant="subtle" size="compact-xs" onClick={() => onSelect(p.id === selectedId ? null : p.id)} aria-pressed={p.id === selectedId}>
                    {p.plotnr ?? t(`modifyPlot.type.${p.type === 'perceel' ? 'perceel' : 'drawn'}`)}
                  </Button>
                </Table.Td>
                <Table.Td ta="right">{formatArea(p.areaSquareMeters, lang, { hectares: false })}</Table.Td>
                <Table.Td w={28}>
                  <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('modifyPlot.remove')} onClick={() => onRemove(p.id)}>
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {facts.parcels.some((p) => p.type === 'perceel') && <FetchOwners edits={edits} />}
      <OwnerLetters location={location} parcelLabel={parcelLabel} />
      {selected && (
        <>
          <ParcelDetails plot={selected} owners={location.jsons ?? []} locationId={locationId} />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => onMode('split_plot')}>
              {t('modifyPlot.split')}
            </Button>
            {(selected.type ?? 'drawn') === 'drawn' && (
              <Button size="xs" variant="light" onClick={() => onEdit({ kind: 'parcel', plotId: selected.id })} data-testid="edit-parcel">
                {t('modifyPlot.edit.start')}
              </Button>
            )}
          </Group>
        </>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('modifyPlot.buildable')}
      </Title>
      {buildable ? (
        <Text size="sm" data-testid="buildable-facts">
          {formatArea(buildable.areaSquareMeters, lang, { hectares: false })} · {formatLength(buildable.perimeterMeters, lang)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('modifyPlot.noBuildable')}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => onMode('draw_buildable')}>
          {t(buildable ? 'modifyPlot.redrawBuildable' : 'modifyPlot.drawBuildable')}
        </Button>
        {buildable && (
          <Button size="xs" variant="light" onClick={() => onEdit({ kind: 'buildable' })} data-testid="edit-buildable">
            {t('modifyPlot.edit.start')}
          </Button>
        )}
        {buildable && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemoveBuildable}>
            {t('modifyPlot.removeBuildable')}
          </Button>
        )}
      </Group>
      <FieldShapesSection fields={fields} onDraw={onDrawField} onEdit={onEdit} onRemove={onRemoveField} />
      <Divider />
      <Title order={3} size="h5">
        {t('modifyPlot.measurements')}
      </Title>
      {measurements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('modifyPlot.noMeasurements')}
        </Text>
      ) : (
        measurements.map((m) => (
          <Group key={m.key} justify="space-between" gap="xs" data-testid="measurement">
            <Text size="sm">{formatLength(m.lengthMeters, lang)}</Text>
            <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('modifyPlot.removeMeasurement')} onClick={() => edits.dropMeasurement(m.key)}>
              ×
            </ActionIcon>
          </Group>
        ))
      )}
    </Stack>
  );
}
