import { Alert, Button, Group, Stack } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnsavedChangesGuard } from '../../../app/UnsavedChangesGuard';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { momentSettings } from '../shared/renderView';
import { onEditorKey } from './editorKeys';
import type { EditorAction, Placement } from './editorState';
import { EditorSiteView, type EditorView } from './EditorSiteView';
import { GridControls } from './GridControls';
import { EditorSidePanel } from './EditorSidePanel';
import { InfoPanels } from './InfoPanels';
import { paletteEntries } from './palette';
import { PalettePanel } from './PalettePanel';
import { SelectedBuildingPanel } from './SelectedBuildingPanel';
import { useConceptEditor, type ConceptEditor } from './useConceptEditor';
import { useEditorFinanceWarnings } from './useEditorFinanceWarnings';
import { useStableJson, useStableList } from '../shared/useStableList';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { useEditorPrechecks } from './useEditorPrechecks';

const entries = paletteEntries();

/**
 * /concepts/modify/:location_id/:concept_id — the concept on its site in 2D: draw, move, rotate, lock and
 * delete buildings of every block type; each edit regenerates live (unsaved) with the form factors, the
 * location's constraints checked and the generator's messages at their building. Save writes all at once.
 * A 2D/3D switch shows the same unsaved concept in 3D (three.js loads only then) with the render settings' moment.
 */
export default function ConceptEditorScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const locationId = Number(params.location_id);
  const conceptId = Number(params.concept_id);
  const e = useConceptEditor(locationId, conceptId);
  const [armed, setArmed] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<EditorView>('2d');
  const { gen, state, dispatch, grid } = e;
  const selected = state.rows.find((r) => r.id === selectedId) ?? null;
  const topBuildings = useStableList(
    useMemo(
      () => gen.buildings.map((b) => ({ id: b.row.id, name: b.row.name, model: b.result.model })),
      [gen.buildings],
    ),
    (a, b) => a.id === b.id && a.name === b.name && a.model === b.model,
  );
  const entry = entries.find((x) => x.key === armed) ?? null;
  // stable props, so the memoised panels skip the renders an edit does not concern
  const messages = useStableJson(gen.messages);
  const checks = useStableJson(gen.checks);
  const ilsChecks = useStableJson(gen.ilsChecks);
  const prechecks = useEditorPrechecks(locationId, gen);
  const replaced = useStableJson(gen.replaced);
  const formFactors = useStableJson(gen.formFactors);
  const financeWarnings = useStableJson(useEditorFinanceWarnings(locationId, gen));
  const mix = useStableJson(e.mix);
  const selection = useSelectedBuildingActions(messages, selectedId, setSelectedId, dispatch, gen.regenerate);

  const { setRenderSettings } = e;
  // the 3D sliders choose the moment the render settings keep (saved with the concept)
  const onMoment = useCallback(
    (m: { month: number; minutes: number }) => setRenderSettings(momentSettings(m)),
    [setRenderSettings],
  );

  if (gen.status === 'error')
    return <Alert color="red">{t('conceptEditor.failed', { message: gen.error })}</Alert>;
  if (!e.ready || !gen.site) return <LoadingIndicator label={t('conceptEditor.loading')} />;

  return (
    <Stack data-screen="concepts.modify" gap="sm">
      <UnsavedChangesGuard dirty={e.dirty} />
      <EditorHeader editor={e} />
      {e.saveError && <Alert color="red">{t('conceptEditor.saveFailed', { message: e.saveError })}</Alert>}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <EditorSiteView
          editor={e}
          site={gen.site}
          locationId={locationId}
          conceptId={conceptId}
          buildings={topBuildings}
          messages={messages}
          selectedId={selectedId}
          onSelect={setSelectedId}
          entry={entry}
          onDrawn={(id) => {
            setArmed(null);
            setSelectedId(id);
          }}
          view={view}
          onView={setView}
          onMoment={onMoment}
          onKey={(ev) =>
            onEditorKey(ev, {
              selected,
              grid,
              dispatch,
              onEscape: () => {
                setArmed(null);
                setSelectedId(null);
              },
              onRemoved: () => setSelectedId(null),
            })
          }
        />
        <EditorSidePanel>
          <PalettePanel entries={entries} armed={armed} onArm={setArmed} />
          <GridControls
            gridSize={e.view.grid.sizeMeters}
            snapping={e.view.snapMeters > 0}
            onChange={e.setRenderSettings}
          />
          {selected && (
            <SelectedBuildingPanel
              row={selected}
              locationId={locationId}
              conceptId={conceptId}
              messages={selection.messages}
              onPlace={selection.onPlace}
              onLock={selection.onLock}
              onDelete={selection.onDelete}
              onRegenerate={selection.onRegenerate}
            />
          )}
          <InfoPanels
            locationId={locationId}
            conceptId={conceptId}
            financeWarnings={financeWarnings}
            checks={checks}
            ilsChecks={ilsChecks}
            replaced={replaced}
            {...prechecks}
            hasBuildings={state.rows.length > 0}
            formFactors={formFactors}
            unitMixOn={e.unitMixOn}
            mixUnits={e.mixUnits}
            mix={mix}
            achieved={e.achieved}
            onMix={e.setMix}
            renderSettings={e.renderSettings}
            onRenderSettings={e.setRenderSettings}
          />
        </EditorSidePanel>
      </Group>
    </Stack>
  );
}

/**
 * The selected building's messages and its panel's actions, stable while the selection stays (the panel is
 * memoised): place, lock, delete (which also drops the selection) and regenerate.
 */
function useSelectedBuildingActions(
  messages: readonly GeneratorMessage[],
  selectedId: number | null,
  setSelectedId: (id: number | null) => void,
  dispatch: (action: EditorAction) => void,
  regenerate: (ids: readonly number[]) => void,
) {
  const selectedMessages = useMemo(
    () => messages.filter((m) => String(m.building_id) === String(selectedId)),
    [messages, selectedId],
  );
  const onPlace = useCallback(
    (placement: Placement) => selectedId !== null && dispatch({ type: 'place', id: selectedId, placement }),
    [dispatch, selectedId],
  );
  const onLock = useCallback(
    (locked: boolean) => selectedId !== null && dispatch({ type: 'cfg', id: selectedId, cfg: { locked } }),
    [dispatch, selectedId],
  );
  const onDelete = useCallback(() => {
    if (selectedId !== null) dispatch({ type: 'remove', id: selectedId });
    setSelectedId(null);
  }, [dispatch, selectedId, setSelectedId]);
  const onRegenerate = useCallback(() => {
    if (selectedId !== null) regenerate([selectedId]);
  }, [regenerate, selectedId]);
  return { messages: selectedMessages, onPlace, onLock, onDelete, onRegenerate };
}

/** The screen's title with the concept and location names, and the undo and save buttons. */
function EditorHeader({ editor: e }: { editor: ConceptEditor }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start">
      <ScreenTitle
        title={`${t('screens.concepts.modify')}: ${e.gen.concept?.name ?? ''}`}
        intro={t('conceptEditor.intro', { location: e.location?.name ?? '' })}
      />
      <Group gap="xs">
        <Button
          variant="default"
          onClick={() => e.dispatch({ type: 'undo' })}
          disabled={e.state.past.length === 0}
          data-testid="undo"
        >
          {t('conceptEditor.undo')}
        </Button>
        <Button
          onClick={() => void e.save()}
          loading={e.saving}
          disabled={!e.dirty}
          data-testid="save-concept"
        >
          {t('conceptEditor.save')}
        </Button>
      </Group>
    </Group>
  );
}
