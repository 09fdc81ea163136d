import { ActionIcon, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { landPositionShare, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatPercent } from '../../../lib/format';
import type { EditTarget } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import { geometryMeasures, type siteFacts } from './siteShapes';
import type { useSiteEdits } from './useSiteEdits';

type Facts = ReturnType<typeof siteFacts>;

/** The site's live totals: area, perimeter, plot number, and the share of the land in our hands (when known). */
export function SiteFacts({ facts, location }: { facts: Facts; location: ApiRecord<'locations'> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const position = landPositionShare(
    facts.parcels.map((p) => ({ areaSquareMeters: p.areaSquareMeters, acquisition: location.plots?.find((x) => x.id === p.id)?.acquisition })),
  );
  return (
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
  );
}

/** The site's parcels, each to select (again: let go) or remove, with its area. */
export function ParcelList({
  facts,
  selectedId,
  onSelect,
  onRemove,
}: {
  facts: Facts;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onRemove: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
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
    </>
  );
}

/** The buildable area's size, and the buttons to draw (again), edit or remove it. */
export function BuildableSection({
  buildableGeometry,
  onMode,
  onEdit,
  onRemove,
}: {
  buildableGeometry: unknown;
  onMode: (mode: MapMode) => void;
  onEdit: (target: EditTarget) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const buildable = buildableGeometry ? geometryMeasures(buildableGeometry) : null;
  return (
    <>
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
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {t('modifyPlot.removeBuildable')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** The user's measurements on this location, each to remove. */
export function MeasurementsSection({ locationId, edits }: { locationId: number; edits: ReturnType<typeof useSiteEdits> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const measurements = edits.measurements.filter((m) => m.locationId === locationId);
  return (
    <>
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
    </>
  );
}
