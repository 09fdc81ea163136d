import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { momentSettings } from '../shared/renderView';
import { SiteGrid } from '../shared/SiteGrid';
import { SiteTopView } from '../shared/SiteTopView';
import { ConceptView3D } from '../three/ConceptView3D';
import { EditorLayer } from './EditorLayer';
import { isLocked, type Placement } from './editorState';
import { GridControls } from './GridControls';
import { InfoPanels } from './InfoPanels';
import { paletteEntries } from './palette';
import { PalettePanel } from './PalettePanel';
import { moved, snap, toRadians } from './placement';
import { SelectedBuildingPanel } from './SelectedBuildingPanel';
import { useConceptEditor } from './useConceptEditor';
import { useStableJson, useStableList } from '../shared/useStableList';

const entries = paletteEntries();

/**
 * /concepts/modify/:location_id/:concept_id — the concept on its site in 2D: draw, move, rotate, lock and
 * delete buildings of every block type; each edit regenerates live (unsaved) with the form factors, the
 * location's constraints checked and the generator's messages at their building. Save writes all at once.
 * A 2D/3D switch shows the same unsaved concept in 3D (three.js loads only then) with the render settings' moment.
 */
export default function ConceptEditorScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const locationId = Number(params.location_id);
  const conceptId = Number(params.concept_id);
  const e = useConceptEditor(locationId, conceptId);
  const [armed, setArmed] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<'2d' | '3d'>('2d');
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
  const formFactors = useStableJson(gen.formFactors);
  const mix = useStableJson(e.mix);
  const selectedMessages = useMemo(
    () => messages.filter((m) => String(m.building_id) === String(selectedId)),
    [messages, selectedId],
  );
  const onPlaceSelected = useCallback(
    (placement: Placement) => selectedId !== null && dispatch({ type: 'place', id: selectedId, placement }),
    [dispatch, selectedId],
  );
  const onLockSelected = useCallback(
    (locked: boolean) => selectedId !== null && dispatch({ type: 'cfg', id: selectedId, cfg: { locked } }),
    [dispatch, selectedId],
  );
  const onDeleteSelected = useCallback(() => {
    if (selectedId !== null) dispatch({ type: 'remove', id: selectedId });
    setSelectedId(null);
  }, [dispatch, selectedId]);

  const { setRenderSettings } = e;
  // the 3D sliders choose the moment the render settings keep (saved with the concept)
  const onMoment = useCallback(
    (m: { month: number; minutes: number }) => setRenderSettings(momentSettings(m)),
    [setRenderSettings],
  );

  const onKey = (ev: KeyboardEvent) => {
    if ((ev.target as HTMLElement).closest('input, textarea, [role="combobox"]')) return;
    if (ev.key === 'Escape') {
      setArmed(null);
      setSelectedId(null);
    } else if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'z') dispatch({ type: 'undo' });
    else if (!selected) return;
    else if (ev.key === 'Delete' || ev.key === 'Backspace') {
      dispatch({ type: 'remove', id: selected.id });
      setSelectedId(null);
    } else if (ev.key.startsWith('Arrow') && !isLocked(selected)) {
      const step = (grid || 1) * (ev.shiftKey ? 10 : 1);
      const [dx, dy] = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      }[ev.key] ?? [0, 0];
      dispatch({ type: 'place', id: selected.id, placement: moved(selected, dx!, dy!, grid) });
    } else if (ev.key.toLowerCase() === 'r' && !isLocked(selected))
      dispatch({
        type: 'place',
        id: selected.id,
        placement: { rotate_z: (selected.rotate_z ?? 0) + toRadians(ev.shiftKey ? -15 : 15) },
      });
    else return;
    ev.preventDefault();
  };

  if (gen.status === 'error')
    return <Alert color="red">{t('conceptEditor.failed', { message: gen.error })}</Alert>;
  if (!e.ready || !gen.site) return <Loader aria-label={t('conceptEditor.loading')} />;
  const site = gen.site;

  return (
    <Stack data-screen="concepts.modify" gap="sm">
      <UnsavedChangesGuard dirty={e.dirty} />
      <Group justify="space-between" align="flex-start">
        <ScreenTitle
          title={`${t('screens.concepts.modify')}: ${gen.concept?.name ?? ''}`}
          intro={t('conceptEditor.intro', { location: e.location?.name ?? '' })}
        />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => dispatch({ type: 'undo' })}
            disabled={state.past.length === 0}
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
      {e.saveError && <Alert color="red">{t('conceptEditor.saveFailed', { message: e.saveError })}</Alert>}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Stack w={260} gap="sm" style={{ flexShrink: 0 }}>
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
              messages={selectedMessages}
              onPlace={onPlaceSelected}
              onLock={onLockSelected}
              onDelete={onDeleteSelected}
            />
          )}
        </Stack>
        <Paper
          withBorder
          style={{ flex: 1, minWidth: 0 }}
          tabIndex={0}
          onKeyDown={onKey}
          data-testid="site-editor"
          data-centre-x={site.centre.x}
          data-centre-y={site.centre.y}
          aria-label={t('conceptEditor.siteLabel')}
        >
          <Group justify="space-between" p="xs" pb={0}>
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v as '2d' | '3d')}
              data={[
                { value: '2d', label: t('conceptEditor.view2d') },
                { value: '3d', label: t('conceptEditor.view3d') },
              ]}
              aria-label={t('conceptEditor.viewLabel')}
              data-testid="editor-view"
            />
          </Group>
          {view === '3d' ? (
            <ConceptView3D
              site={site}
              models={topBuildings.map((b) => b.model)}
              names={Object.fromEntries(topBuildings.map((b) => [String(b.id), b.name ?? '']))}
              demolished={gen.concept?.demolished ?? undefined}
              planViewHref={`/concepts/planview/${locationId}/${conceptId}`}
              view={e.view}
              onMoment={onMoment}
              fileName={gen.concept?.name ?? 'concept'}
              height={620}
            />
          ) : (
            <SiteTopView
              site={site}
              buildings={topBuildings}
              selectedId={selectedId}
              height={620}
              title={t('conceptEditor.siteLabel')}
              view={e.view}
              underlay={e.view.grid.visible ? <SiteGrid sizeMeters={e.view.grid.sizeMeters} /> : null}
            >
              <EditorLayer
                rows={state.rows}
                selectedId={selectedId}
                drawing={entry !== null}
                grid={grid}
                tools={e.view.tools}
                messages={messages}
                onSelect={setSelectedId}
                onPlace={(id, placement, continued) => dispatch({ type: 'place', id, placement, continued })}
                onDraw={(placement, at) => {
                  if (!entry) return;
                  const p = placement ?? {
                    x: snap(at.x, grid),
                    y: snap(at.y, grid),
                    maxlength: entry.size.length,
                    maxwidth: entry.size.width,
                    rotate_z: 0,
                  };
                  const n = state.rows.length + 1;
                  e.add(entry, p, `${t(`conceptEditor.palette.items.${entry.key}`)} ${n}`);
                  setArmed(null);
                  setSelectedId(state.nextTempId);
                }}
              />
            </SiteTopView>
          )}
          <Text
            size="xs"
            c="dimmed"
            p="xs"
            data-testid="editor-status"
            data-generate-ms={gen.generateMs ?? ''}
          >
            {t(`conceptEditor.source.${site.source}`)} · {t('conceptEditor.keys')}
            {gen.generateMs !== null &&
              ` · ${t('conceptEditor.generated', { ms: formatNumber(gen.generateMs, i18n.language, 0) })}`}
            {e.redrawMs !== null && (
              <span data-testid="redraw-ms" data-ms={e.redrawMs}>
                {' '}
                · {t('conceptEditor.redrawn', { ms: formatNumber(e.redrawMs, i18n.language, 0) })}
              </span>
            )}
          </Text>
        </Paper>
        <InfoPanels
          locationId={locationId}
          checks={checks}
          ilsChecks={ilsChecks}
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
      </Group>
    </Stack>
  );
}
