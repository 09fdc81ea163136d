import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { Location } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { locationPath } from '../../../lib/links';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { useEntityDetail } from '../../../api/queries';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { LocationDataSteps } from '../LocationDataSteps';
import { ConstraintsSection } from './ConstraintsSection';
import { CostsSection } from '../../costLines/CostsSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import type { StoredValue } from './customValues';
import { DeleteLocation } from './DeleteLocation';
import { FieldsSection } from './FieldsSection';
import { FeasibilitySection } from './FeasibilitySection';
import { GridCapacitySection } from './GridCapacitySection';
import { ImagesSection } from './ImagesSection';
import { LabelsSection } from './LabelsSection';
import { NotesSection } from './NotesSection';
import { RulesSection } from './RulesSection';
import { SurfacesSection } from './SurfacesSection';
import { TimelineSection } from './TimelineSection';
import { UnitTypesSection } from './UnitTypesSection';

/**
 * /locations/detail/:location_id/modify — the location editor: its fields (saved with the version they were based
 * on), notes and tasks, labels, custom fields, constraints, unit types, costs, images and the activity timeline.
 */
export default function LocationModifyScreen() {
  const { t } = useTranslation();
  const { location_id } = useParams();
  // depth 2: the cfg's status and summary show with the data steps
  const q = useEntityDetail('locations', location_id, 2);
  if (q.isPending)
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  if (q.isError)
    return (
      <Alert color="red" role="alert">
        {isNotFound(q.error) ? t('locationModify.notFound') : t('locationModify.failed')}
      </Alert>
    );
  const loc = q.data;
  return (
    <Stack data-screen="locations.modify" maw={1100} pb="xl">
      <ScreenTitle
        title={loc.name || t('locationModify.untitled')}
        intro={loc.display_address ?? undefined}
      />
      <Group gap="md">
        {/* the spec's location link rule (lib/links.ts): an empty project has no place on the map, only the list */}
        {locationPath(loc) !== `/locations/list/${loc.id}` && (
          <Anchor component={Link} to={locationPath(loc)} data-testid="location-on-map">
            {t('locationModify.onMap')}
          </Anchor>
        )}
        <Anchor component={Link} to={`/locations/list/${loc.id}`}>
          {t('locationModify.inList')}
        </Anchor>
        <Anchor component={Link} to={`/locations/detail/${loc.id}/modifyplot`} data-testid="edit-site">
          {t('locationModify.editSite')}
        </Anchor>
        <Anchor component={Link} to={`/concepts/${loc.id}`}>
          {t('locationModify.concepts')}
        </Anchor>
      </Group>
      <LocationDataSteps location={loc} />
      <FieldsSection loc={loc as Location} />
      <NotesSection locationId={loc.id} notes={loc.notes ?? []} />
      <LabelsSection
        locationId={loc.id}
        attached={(loc.labels ?? []) as { id: number; labelId: number | null }[]}
      />
      <CustomFieldsSection locationId={loc.id} stored={(loc.customvalues ?? []) as StoredValue[]} />
      <ConstraintsSection locationId={loc.id} constraints={loc.constraints ?? []} />
      <RulesSection locationId={loc.id} />
      <SurfacesSection locationId={loc.id} />
      <GridCapacitySection locationId={loc.id} />
      <FeasibilitySection locationId={loc.id} municipality={loc.municipality ?? null} />
      <UnitTypesSection locationId={loc.id} />
      <CostsSection locationId={loc.id} costs={loc.costs ?? []} />
      <ImagesSection locationId={loc.id} images={loc.images ?? []} />
      <TimelineSection locationId={loc.id} />
      <Group>
        <DeleteLocation id={loc.id} name={loc.name ?? ''} />
      </Group>
    </Stack>
  );
}
