import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { SiteGrid } from '../shared/SiteGrid';
import { SiteTopView, type TopViewBuilding } from '../shared/SiteTopView';
import { ConceptView3D } from '../three/ConceptView3D';
import { EditorLayer } from './EditorLayer';
import { NeighbourFootprints } from './NeighbourFootprints';
import type { PaletteEntry } from './palette';
import { snap } from './placement';
import { DetailsToggle } from '../../../ui/DetailsToggle';
import type { ConceptEditor } from './useConceptEditor';

/** The editor's view of the site: the editable 2D top view, or the same unsaved concept in 3D. */
export type EditorView = '2d' | '3d';

interface Props {
  editor: ConceptEditor;
  site: ConceptSite;
  locationId: number;
  conceptId: number;
  buildings: readonly TopViewBuilding[];
  messages: readonly GeneratorMessage[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** the armed palette entry: a click or drag on the ground draws it */
  entry: PaletteEntry | null;
  /** a building was drawn and got this (temporary) id */
  onDrawn: (id: number) => void;
  view: EditorView;
  onView: (view: EditorView) => void;
  onMoment: (moment: { month: number; minutes: number }) => void;
  onKey: (ev: KeyboardEvent) => void;
}

/** The focusable site panel of the concept editor: the 2D/3D switch, the view itself and the status line. */
export function EditorSiteView(props: Props) {
  const { t } = useTranslation();
  const { editor: e, site, locationId, conceptId, buildings, view } = props;
  const concept = e.gen.concept;
  return (
    <Paper
      withBorder
      style={{ flex: 1, minWidth: 0 }}
      tabIndex={0}
      onKeyDown={props.onKey}
      data-testid="site-editor"
      data-centre-x={site.centre.x}
      data-centre-y={site.centre.y}
      aria-label={t('conceptEditor.siteLabel')}
    >
      <Group justify="space-between" p="xs" pb={0}>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => props.onView(v as EditorView)}
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
          models={buildings.map((b) => b.model)}
          names={Object.fromEntries(buildings.map((b) => [String(b.id), b.name ?? '']))}
          demolished={concept?.demolished ?? undefined}
          planViewHref={`/concepts/planview/${locationId}/${conceptId}`}
          view={e.view}
          onMoment={props.onMoment}
          fileName={concept?.name ?? 'concept'}
          height={620}
        />
      ) : (
        <EditorTopView {...props} />
      )}
      <EditorStatusLine editor={e} site={site} />
    </Paper>
  );
}

/** The 2D top view with the editing layer over it; drawing adds the armed palette entry, named and numbered. */
function EditorTopView({
  editor: e,
  site,
  buildings,
  messages,
  selectedId,
  onSelect,
  entry,
  onDrawn,
}: Props) {
  const { t } = useTranslation();
  const { state, dispatch, grid } = e;
  return (
    <SiteTopView
      site={site}
      buildings={buildings}
      selectedId={selectedId}
      height={620}
      title={t('conceptEditor.siteLabel')}
      view={e.view}
      ground={e.view.surroundingBuildings ? <NeighbourFootprints site={site} /> : null}
      underlay={e.view.grid.visible ? <SiteGrid sizeMeters={e.view.grid.sizeMeters} /> : null}
    >
      <EditorLayer
        rows={state.rows}
        selectedId={selectedId}
        drawing={entry !== null}
        grid={grid}
        tools={e.view.tools}
        messages={messages}
        onSelect={onSelect}
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
          onDrawn(state.nextTempId);
        }}
      />
    </SiteTopView>
  );
}

/**
 * Where the site comes from and the keys; how long the last generation and redraw took is a developer's figure,
 * behind "Details" (the browser test reads the attributes).
 */
function EditorStatusLine({ editor: e, site }: { editor: ConceptEditor; site: ConceptSite }) {
  const { t, i18n } = useTranslation();
  const { generateMs, fromStore, generated } = e.gen;
  return (
    <Group
      gap="xs"
      p="xs"
      align="flex-start"
      data-testid="editor-status"
      data-generate-ms={generateMs ?? ''}
      data-from-store={fromStore}
      data-generated={generated}
    >
      <Text size="xs" c="dimmed">
        {t(`conceptEditor.source.${site.source}`)} · {t('conceptEditor.keys')}
      </Text>
      {(generateMs !== null || e.redrawMs !== null) && (
        <DetailsToggle testId="editor-timings">
          <Text size="xs" c="dimmed">
            {generateMs !== null && t('conceptEditor.generated', { ms: formatNumber(generateMs, i18n.language, 0) })}
            {e.redrawMs !== null && (
              <span data-testid="redraw-ms" data-ms={e.redrawMs}>
                {generateMs !== null && ' · '}
                {t('conceptEditor.redrawn', { ms: formatNumber(e.redrawMs, i18n.language, 0) })}
              </span>
            )}
          </Text>
        </DetailsToggle>
      )}
    </Group>
  );
}
