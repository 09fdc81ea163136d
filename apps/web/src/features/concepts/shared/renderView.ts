// The one place that turns a location's render settings (spec section 3) into what the concept editor's 2D
// site and 3D scene show. The screens read only this answer, never the settings' fields themselves, so a
// setting that "does nothing" shows up here (and in its test) rather than in an if somewhere in a component.
import { general, type ApiRecord, type renderModes } from '@plotwise/contracts';

/** The render settings of spec section 3 as the editor keeps them (saved in the location's cfg). */
export type RenderSettings = Partial<
  Omit<ApiRecord<'render_settings'>, 'id' | 'companyId' | 'locationCfgId'>
>;

type RenderMode = (typeof renderModes)[number];
/** How surfaces are coloured: by block type (analysis), in facade and ground tones, or plain white (sketch). */
export type MaterialStyle = 'analysis' | 'realistic' | 'sketch';

/** What the editor's 2D site and 3D scene show for a set of render settings. */
export interface RenderView {
  /** BAG buildings around the site (3D) */
  surroundingBuildings: boolean;
  /** BAG buildings standing on the site itself, usually to be replaced (3D) */
  plotBuildings: boolean;
  /** trees of the national trees layer near the site (3D) */
  trees: boolean;
  /** the parcels as ground, with their fill opacity (2D and 3D) */
  plot: { visible: boolean; opacity: number };
  /** the buildable area: outline always, fill at this opacity; in 3D a volume up to the height limit */
  buildableArea: { visible: boolean; opacity: number };
  /** grid lines at multiples of the grid size in RD metres, the lines snapping follows */
  grid: { visible: boolean; sizeMeters: number };
  /** snapping step in metres, 0 when snapping is off */
  snapMeters: number;
  /** the editing tools on the site: rotate handle, building outlines and message badges */
  tools: boolean;
  shadows: boolean;
  /** the dark edge lines along every building */
  edges: boolean;
  materials: MaterialStyle;
  camera: 'perspective' | 'orthographic';
  /** the sun's moment: the 21st of the month (the spec stores month and time only), minutes of Dutch clock time */
  moment: { month: number; day: number; minutes: number };
}

const MODES: Record<RenderMode, Pick<RenderView, 'shadows' | 'edges' | 'materials'>> = {
  analysis_shadow: { shadows: true, edges: true, materials: 'analysis' },
  analysis: { shadows: false, edges: true, materials: 'analysis' },
  realistic: { shadows: true, edges: false, materials: 'realistic' },
  sketch: { shadows: false, edges: true, materials: 'sketch' },
};

/** Grid sizes the editor accepts (metres); outside them the default, as a 0 or huge grid draws nothing useful. */
const GRID_SIZE_RANGE = { min: 0.5, max: 50 } as const;
const LAST_MINUTE = 24 * 60 - 15;

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const opacity = (v: number | null | undefined, fallback: number) => (finite(v) ? clamp(v, 0, 1) : fallback);
const flag = (v: boolean | null | undefined, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** What the editor shows for the given render settings; absent or out-of-range values take the spec's defaults. */
export function renderView(settings: RenderSettings | null | undefined): RenderView {
  const s = settings ?? {};
  const size =
    finite(s.grid_size) && s.grid_size >= GRID_SIZE_RANGE.min && s.grid_size <= GRID_SIZE_RANGE.max
      ? s.grid_size
      : general.gridSize;
  const month = finite(s.month) ? clamp(Math.round(s.month), 1, 12) : general.renderMonth;
  const hours = finite(s.time) ? s.time : general.renderTime;
  // the time slider moves in quarters of an hour; 24:00 is the last quarter of the day
  const minutes = clamp(Math.round((hours * 60) / 15) * 15, 0, LAST_MINUTE);
  return {
    surroundingBuildings: flag(s.show_surrounding_buildings, true),
    plotBuildings: flag(s.show_plot_buildings, false),
    trees: flag(s.show_trees, true),
    plot: { visible: flag(s.show_plot, true), opacity: opacity(s.plot_opacity, 1) },
    buildableArea: {
      visible: flag(s.show_buildable_area, false),
      opacity: opacity(s.buildable_area_opacity, 0),
    },
    grid: { visible: flag(s.show_grid, false), sizeMeters: size },
    snapMeters: flag(s.snap_to_grid, true) ? size : 0,
    tools: flag(s.show_tools, true),
    ...(MODES[s.rendermode as RenderMode] ?? MODES.analysis_shadow),
    camera: s.cameramode === 'orthographic' ? 'orthographic' : 'perspective',
    moment: { month, day: 21, minutes },
  };
}

/** Render settings for a moment the 3D sliders chose (month, and the time as decimal hours). */
export function momentSettings(moment: { month: number; minutes: number }): RenderSettings {
  return { month: moment.month, time: moment.minutes / 60 };
}

/** Grid line positions (metres, multiples of the size) covering [from, to]; none when more than `max` would draw. */
export function gridLines(from: number, to: number, sizeMeters: number, max = 400): number[] {
  if (!(sizeMeters > 0) || to < from) return [];
  const first = Math.ceil(from / sizeMeters);
  const last = Math.floor(to / sizeMeters);
  if (last - first + 1 > max) return [];
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i * sizeMeters);
  return out;
}
