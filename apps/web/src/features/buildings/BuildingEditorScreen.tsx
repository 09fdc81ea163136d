import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { buildingEditorSchema, type BuildingEditorValues } from '@plotwise/contracts/api/buildingEditor';
import type { ApiRecord } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEntityDetail, useEntityMutations } from '../../api/queries';
import { useSession } from '../../api/session';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { zodValidate } from '../../ui/form/zodValidate';
import { useConceptBuildings, useConceptGeneration } from '../concepts/shared/useConceptGeneration';
import { useCurrentConcept } from '../concepts/shared/useCurrentConcept';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { BuildingSections, GeneratedBuildingPanel } from './BuildingEditorPanels';
import { editedRow, editorValues, editorWrite } from './buildingValues';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/**
 * /buildings/modify/:location_id/:concept_id/:building_id — every field of a building's cfg (spec section 3)
 * in one form checked by the contracts' schema (refused values shown at their field). Each valid change is
 * generated at once on the concept's site and drawn as a plan; saving marks the building dirty (server hook).
 */
export default function BuildingEditorScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const buildingId = Number(params.building_id);
  const building = useEntityDetail('buildings', buildingId, 1);
  if (building.error) return <Alert color="red">{t('buildingEditor.notFound')}</Alert>;
  if (!building.data) return <LoadingIndicator label={t('conceptEditor.loading')} />;
  // a fresh form for each load of the stored building (after a save too)
  return (
    <BuildingEditor
      key={String(building.dataUpdatedAt)}
      row={building.data}
      locationId={Number(params.location_id)}
      conceptId={Number(params.concept_id)}
    />
  );
}

function BuildingEditor({
  row,
  locationId,
  conceptId,
}: {
  row: ApiRecord<'buildings'>;
  locationId: number;
  conceptId: number;
}) {
  const { t } = useTranslation();
  const buildingId = row.id;
  const concept = useConceptBuildings(conceptId);
  useCurrentConcept(locationId, conceptId);
  const { update } = useEntityMutations('buildings');
  const [valid, setValid] = useState<BuildingEditorValues>(() => editorValues(row));
  const form = useForm<BuildingEditorValues>({
    mode: 'controlled',
    initialValues: valid,
    validate: zodValidate(buildingEditorSchema, t),
    validateInputOnChange: true,
    // Only values the schema accepts are generated; a refused field keeps the last good plan.
    onValuesChange: (v) => {
      if (buildingEditorSchema.safeParse(v).success) setValid(v);
    },
  });

  const rows = useMemo(
    () =>
      concept.data
        ? concept.data.items.map((r) => (r.id === buildingId ? editedRow(row, valid) : r))
        : undefined,
    [concept.data, row, valid, buildingId],
  );
  // results are stored only while the form holds nothing unsaved (the stored rows are then what is generated)
  const unsaved = form.isDirty();
  const gen = useConceptGeneration(
    locationId,
    conceptId,
    rows ? { buildings: rows, store: !unsaved } : undefined,
  );
  const mine = gen.buildings.find((b) => b.row.id === buildingId);
  const { data: session } = useSession();
  const unitMixOn = session?.user.is_staff === true || session?.company.cfg?.flags?.unitmix === true;
  const units = useMemo(
    () => (gen.location?.units ?? []).map((u) => ({ id: u.id, name: u.name ?? '' })),
    [gen.location?.units],
  );

  const save = form.onSubmit((v) =>
    update.mutate(
      { id: buildingId, body: editorWrite(v) },
      {
        onSuccess: () => form.resetDirty(v),
      },
    ),
  );
  const messages = gen.messages.filter((m) => String(m.building_id) === String(buildingId));

  return (
    <form
      onSubmit={save}
      noValidate
      onChangeCapture={() => performance.mark('building-edit')}
      onClickCapture={() => performance.mark('building-edit')}
    >
      <Stack data-screen="buildings.modify" gap="sm">
        <UnsavedChangesGuard dirty={unsaved} />
        <Group justify="space-between" align="flex-start">
          <ScreenTitle
            title={`${t('screens.buildings.modify')}: ${row.name ?? ''}`}
            intro={t('buildingEditor.intro')}
          />
          <Group gap="xs">
            <Anchor component={Link} to={`/concepts/modify/${locationId}/${conceptId}`} size="sm">
              {t('buildingEditor.backToConcept')}
            </Anchor>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!unsaved}
              data-testid="save-building"
            >
              {t('conceptEditor.save')}
            </Button>
          </Group>
        </Group>
        {update.error && (
          <Alert color="red">{t('conceptEditor.saveFailed', { message: update.error.message })}</Alert>
        )}
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <BuildingSections form={form} units={units} unitMixOn={unitMixOn} />
          <GeneratedBuildingPanel gen={gen} mine={mine} messages={messages} />
        </Group>
      </Stack>
    </form>
  );
}
