import { Button, Divider, Group, Stack } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { LocationDataSteps } from '../LocationDataSteps';
import { FetchOwners } from './FetchOwners';
import { OwnerLetters } from './OwnerLetters';
import { ParcelDetails } from './ParcelDetails';
import type { EditTarget } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import type { geometryFields } from './fieldShapes';
import { FieldShapesSection } from './FieldShapesSection';
import type { siteFacts } from './siteShapes';
import { BuildableSection, MeasurementsSection, ParcelList, SiteFacts } from './SitePanelSections';
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
  const { t } = useTranslation();
  // owners are kept by the parcel's identificatie; the letter names the parcel as its owner knows it
  const parcelLabel = (identificatie: string) => {
    const plot = (location.plots ?? []).find((p) => p.properties?.identificatie === identificatie);
    return (plot && facts.parcels.find((p) => p.id === plot.id)?.plotnr) ?? identificatie;
  };
  return (
    <Stack gap="sm" data-testid="site-panel">
      <SiteFacts facts={facts} location={location} />
      <LocationDataSteps location={location} />
      <Divider />
      <ParcelList facts={facts} selectedId={selectedId} onSelect={onSelect} onRemove={onRemove} />
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
      <BuildableSection buildableGeometry={buildableGeometry} onMode={onMode} onEdit={onEdit} onRemove={onRemoveBuildable} />
      <FieldShapesSection fields={fields} onDraw={onDrawField} onEdit={onEdit} onRemove={onRemoveField} />
      <Divider />
      <MeasurementsSection locationId={locationId} edits={edits} />
    </Stack>
  );
}
