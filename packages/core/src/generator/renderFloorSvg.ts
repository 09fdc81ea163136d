import { boundingRect } from '../geometry/rect';
import type { Polygon } from '../geometry/vec2';
import type { BuildingModel, Space } from './buildingModel';
import type { FunctionType } from './enums';

/** Plan colours per function type; unit types get their own tint so a mix reads at a glance. */
const fills: Partial<Record<FunctionType, string>> = {
  corridor: '#e8e4d8',
  entrance: '#f3e7b3',
  staircase: '#5b5b66',
  elevator: '#7a7a88',
  me: '#9b9ba8',
  storage: '#d9d2c3',
  bicycle: '#cfe0c3',
  common: '#ece6da',
  parking: '#cfd6de',
  parking_ground: '#cfd6de',
  garage: '#b8c2cc',
  office: '#9ec5e8',
  industrial: '#c9b79c',
  residential: '#f2b880',
  green: '#a8d5a2',
  forest: '#7fb77e',
  concrete: '#c8c8c8',
  water: '#8cc4e8',
  empty: '#f7f7f7',
};
/** The plan colour of a function type (top views use the same palette as the floor plans). */
export const planFill = (functiontype: string): string => fills[functiontype as FunctionType] ?? '#eeeeee';

/** Subtypes that share a function type but must read differently on a plan. */
const subtypeFills: Partial<Record<Space['subtype'], string>> = {
  aisle: '#eef1f4',
  ramp: '#aab4bf',
  loading_dock: '#b5b5b5',
  gallery: '#efe9da',
  hall: '#efe9da',
  // space no function took: it must not read as storage on a plan
  leftover: '#e6dcef',
};
const unitTints = ['#f4a261', '#e9c46a', '#2a9d8f', '#e76f51', '#8ab17d', '#b5838d', '#6d9dc5', '#ffb4a2'];
/** The tint of the i-th unit type on a plan (legends use it with `FloorSvgOptions.unitOrder`). */
export const unitTint = (index: number): string => unitTints[index % unitTints.length]!;
/** What a space other than a dwelling is on a plan (its legend entry and its label): its subtype, a tower's staircase read as a staircase. */
export type PlanSpaceKind = Exclude<Space['subtype'], 'unit' | 'tower_staircase'>;

/** The plan kind of a space; null for a dwelling (a unit type's tint and its area name it). */
export const planSpaceKind = (s: Pick<Space, 'subtype'>): PlanSpaceKind | null =>
  s.subtype === 'unit' ? null : s.subtype === 'tower_staircase' ? 'staircase' : s.subtype;

/** The plan colour of a space that is not a dwelling of a unit type. */
const spaceFill = (s: Pick<Space, 'subtype' | 'functiontype'>): string =>
  subtypeFills[s.subtype] ?? fills[s.functiontype] ?? '#eeeeee';

const isTintedUnit = (s: Space) =>
  s.category === 'unit' && (s.functiontype === 'apartment' || s.functiontype === 'residential') && s.unit_id !== null;

/** A legend entry of a drawn plan: a kind of space with the colour it is drawn in. */
export interface PlanKindColour {
  kind: PlanSpaceKind;
  colour: string;
}

/**
 * Every kind of space the floors of `models` draw, with its colour, once each, in the order of the subtypes: the
 * legend of those plans holds every colour they use (unit types aside: their tints follow the location's order).
 */
export function planKindColours(models: readonly BuildingModel[]): PlanKindColour[] {
  const seen = new Map<string, PlanKindColour>();
  for (const model of models)
    for (const floor of model.children.floors)
      for (const s of floor.spaces) {
        const kind = planSpaceKind(s);
        if (!kind || isTintedUnit(s)) continue;
        const colour = spaceFill(s);
        seen.set(`${kind} ${colour}`, { kind, colour });
      }
  const order = (k: PlanSpaceKind) => PLAN_SPACE_KINDS.indexOf(k);
  return [...seen.values()].sort((a, b) => order(a.kind) - order(b.kind) || a.colour.localeCompare(b.colour));
}

/** Every plan kind, in legend order: circulation and cores first, then rooms, parking, work and the site. */
export const PLAN_SPACE_KINDS: readonly PlanSpaceKind[] = [
  'entrance', 'hall', 'corridor', 'gallery', 'staircase', 'elevator', 'smoke_lock', 'shaft', 'machine_room',
  'storage', 'bicycle', 'bathroom', 'leftover', 'garage', 'parking_bay', 'aisle', 'ramp', 'spiral_ramp', 'car_lift',
  'office', 'industrial_hall', 'loading_dock', 'street', 'sidewalk', 'green_strip', 'path', 'empty',
];

/** Options of the plan renderer. */
export interface FloorSvgOptions {
  /** Pixels per metre. */
  scale?: number;
  /** Draw area labels (m2) in units. */
  labels?: boolean;
  /** Include site functions (street, parking ground, docks) around the floor. */
  site?: boolean;
  /**
   * Outline, dashed, what the floor stands next to and on: the floors right below it and the other floors
   * on its level (the podium under a tower, the tower beside it, the storey under a setback).
   */
  context?: boolean;
  /** Writes a unit's area label (default `68 m²`); screens pass their locale's number format. */
  areaLabel?: (squareMeters: number) => string;
  /** The word written on each kind of space other than a dwelling, in the reader's language (none: only dwellings are labelled). */
  spaceWords?: Partial<Record<PlanSpaceKind, string>>;
  /** Unit ids in legend order: a unit type keeps its tint on every floor and building (default: order met). */
  unitOrder?: readonly (string | number)[];
  /** When given, the floor's overall length and width are dimensioned below and left of it with this label. */
  dimensionLabel?: (meters: number) => string;
  /** Spaces of the floor to mark (what generator messages are about); a mark for a space not on the floor is skipped. */
  marks?: readonly FloorMark[];
}

/** A space marked on a plan because a generator message is about it: outlined in red with a badge. */
export interface FloorMark {
  spaceId: string;
  /** the message(s) about the space in the reader's words: the mark's accessible title (a tooltip on hover) */
  title: string;
  /** the message codes, written on the mark (data-message) for tests and styles */
  codes: readonly string[];
  /** the mark the user picked in the message list: drawn heavier */
  selected?: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => esc(s).replace(/"/g, '&quot;');

/**
 * Renders one floor of a building model as a standalone SVG plan in local metres (north of local y up):
 * spaces coloured by function (units by unit type), cores dark, walls black, labels with net areas.
 * A floor index outside the model renders the site functions only.
 */
export function renderFloorSvg(
  model: BuildingModel,
  floorIndex: number,
  options: FloorSvgOptions = {},
): string {
  const scale = options.scale ?? 8;
  const floor = model.children.floors[floorIndex];
  const site = (options.site ?? true) ? model.children.functions : [];
  const context: Polygon[] =
    floor && options.context
      ? model.children.floors
          .filter(
            (g) =>
              g !== floor &&
              (g.level + g.repeat_count === floor.level ||
                (g.level === floor.level && g.kind === floor.kind)),
          )
          .map((g) => g.polygon)
      : [];
  const polygons: Polygon[] = [
    ...(floor ? [floor.polygon] : []),
    ...context,
    ...site.map((s) => s.polygon),
    ...(floor?.spaces.flatMap((s) => (s.balcony ? [s.balcony.polygon] : [])) ?? []),
  ];
  if (polygons.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>`;
  const box = boundingRect(polygons.flat());
  // Room for the dimension lines (about 30 px) when they are drawn.
  const pad = options.dimensionLabel ? Math.max(1, 30 / scale) : 1;
  const w = (box.x1 - box.x0 + 2 * pad) * scale;
  const h = (box.y1 - box.y0 + 2 * pad) * scale;
  // SVG y runs down; flip so the plan reads like a map.
  const pt = (x: number, y: number) =>
    `${((x - box.x0 + pad) * scale).toFixed(1)},${((box.y1 - y + pad) * scale).toFixed(1)}`;
  const path = (p: Polygon) => p.map((v) => pt(v.x, v.y)).join(' ');
  const unitIds: (string | number)[] = [...(options.unitOrder ?? [])];
  const fillOf = (s: Space) => {
    if (isTintedUnit(s)) {
      if (!unitIds.includes(s.unit_id!)) unitIds.push(s.unit_id!);
      return unitTint(unitIds.indexOf(s.unit_id!));
    }
    return spaceFill(s);
  };
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(0)}" height="${h.toFixed(0)}" viewBox="0 0 ${w.toFixed(1)} ${h.toFixed(1)}" font-family="sans-serif">`,
  );
  parts.push(
    `<title>${esc(`${String(model.building_id)} ${floor ? floor.name + ' ' + floor.index : 'site'}`)}</title>`,
  );
  for (const s of site)
    parts.push(
      `<polygon class="site ${s.subtype}" points="${path(s.polygon)}" fill="${subtypeFills[s.subtype] ?? fills[s.functiontype] ?? '#eee'}" stroke="#999" stroke-width="0.5"/>`,
    );
  for (const p of context)
    parts.push(
      `<polygon class="context" points="${path(p)}" fill="none" stroke="#888" stroke-dasharray="4 3"/>`,
    );
  if (floor) {
    for (const s of floor.spaces) {
      parts.push(
        `<polygon class="space ${s.category} ${s.subtype}" data-id="${s.id}"${s.unit_id !== null ? ` data-unit="${esc(String(s.unit_id))}"` : ''} points="${path(s.net_polygon)}" fill="${fillOf(s)}" stroke="#ffffff" stroke-width="0.5"/>`,
      );
      if (s.balcony)
        parts.push(
          `<polygon class="balcony" points="${path(s.balcony.polygon)}" fill="none" stroke="#555" stroke-dasharray="3 2"/>`,
        );
    }
    for (const wall of floor.walls)
      parts.push(`<polygon class="wall ${wall.subtype}" points="${path(wall.shape)}" fill="#222"/>`);
    if (options.labels ?? true) parts.push(...labelParts(floor.spaces, options, scale, pt));
  }
  // after walls and labels, so a mark is on top of what it marks
  if (floor && options.marks?.length) parts.push(...markParts(floor.spaces, options.marks, pt, path));
  if (floor && options.dimensionLabel) parts.push(...dimensionLines(boundingRect(floor.polygon), pt, options.dimensionLabel));
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * The labels of a floor's spaces: a unit's net area, every other space its kind's word where one is given and the
 * word fits (along the space's longer side, turned in a space taller than wide; a word that fits nowhere is left out).
 */
function labelParts(spaces: readonly Space[], options: FloorSvgOptions, scale: number, pt: (x: number, y: number) => string): string[] {
  const out: string[] = [];
  for (const s of spaces) {
    const kind = planSpaceKind(s);
    const label =
      s.category === 'unit'
        ? (options.areaLabel?.(s.area_net) ?? `${s.area_net.toFixed(0)} m²`)
        : kind
          ? (options.spaceWords?.[kind] ?? '')
          : '';
    if (!label) continue;
    const r = boundingRect(s.net_polygon);
    const widePx = (r.x1 - r.x0) * scale;
    const tallPx = (r.y1 - r.y0) * scale;
    const size = Math.max(6, Math.min(12, Math.min(widePx, tallPx) * 0.25));
    const word = s.category !== 'unit';
    const turned = word && tallPx > widePx;
    // about 0.6 of the font size a character: a word longer than its space is left out rather than drawn over others
    if (word && (label.length * size * 0.6 > Math.max(widePx, tallPx) - 4 || size > Math.min(widePx, tallPx))) continue;
    const [x, y] = pt((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2).split(',');
    const dark = s.category === 'core';
    out.push(
      `<text class="label ${s.category}${kind ? ` ${kind}` : ''}" x="${x}" y="${y}"${turned ? ` transform="rotate(-90 ${x} ${y})"` : ''} font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="middle" fill="${dark ? '#fff' : '#222'}">${esc(label)}</text>`,
    );
  }
  return out;
}

const MARK_RED = '#c92a2a';

/**
 * The marks of spaces messages are about: the net outline in red (translucent, so the area label stays legible)
 * and a "!" badge in its top-left corner; the group's <title> names the messages for screen readers and on hover.
 */
function markParts(
  spaces: readonly Space[],
  marks: readonly FloorMark[],
  pt: (x: number, y: number) => string,
  path: (p: Polygon) => string,
): string[] {
  const out: string[] = [];
  for (const m of marks) {
    const s = spaces.find((x) => x.id === m.spaceId);
    if (!s) continue;
    const r = boundingRect(s.net_polygon);
    const [x, y] = pt(r.x0, r.y1).split(',').map(Number) as [number, number];
    const picked = m.selected === true;
    out.push(
      `<g class="message-mark${picked ? ' selected' : ''}" data-testid="plan-message-mark" data-space="${attr(s.id)}" data-message="${attr(m.codes.join(' '))}"${picked ? ' data-selected="true"' : ''}>`,
      `<title>${esc(m.title)}</title>`,
      `<polygon points="${path(s.net_polygon)}" fill="${MARK_RED}" fill-opacity="${picked ? 0.3 : 0.12}" stroke="${MARK_RED}" stroke-width="${picked ? 4 : 2}"/>`,
      `<circle cx="${(x + 9).toFixed(1)}" cy="${(y + 9).toFixed(1)}" r="7" fill="${MARK_RED}"/>`,
      `<text class="mark-badge" x="${(x + 9).toFixed(1)}" y="${(y + 9).toFixed(1)}" font-size="11" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#ffffff">!</text>`,
      '</g>',
    );
  }
  return out;
}

/** Overall length (below) and width (left) of a floor's box as dimension lines with ticks and a label. */
function dimensionLines(
  r: { x0: number; y0: number; x1: number; y1: number },
  pt: (x: number, y: number) => string,
  label: (meters: number) => string,
): string[] {
  const xy = (x: number, y: number) => pt(x, y).split(',').map(Number) as [number, number];
  const [ax, ay] = xy(r.x0, r.y0);
  const [bx] = xy(r.x1, r.y0);
  const [, cy] = xy(r.x0, r.y1);
  const below = ay + 14;
  const left = ax - 14;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#333" stroke-width="0.8"/>`;
  return [
    `<g class="dimension length">`,
    line(ax, below, bx, below),
    line(ax, below - 4, ax, below + 4),
    line(bx, below - 4, bx, below + 4),
    `<text x="${((ax + bx) / 2).toFixed(1)}" y="${(below + 11).toFixed(1)}" font-size="10" text-anchor="middle" fill="#333">${esc(label(r.x1 - r.x0))}</text>`,
    `</g>`,
    `<g class="dimension width">`,
    line(left, cy, left, ay),
    line(left - 4, cy, left + 4, cy),
    line(left - 4, ay, left + 4, ay),
    `<text x="${(left - 5).toFixed(1)}" y="${((cy + ay) / 2).toFixed(1)}" font-size="10" text-anchor="middle" fill="#333" transform="rotate(-90 ${(left - 5).toFixed(1)} ${((cy + ay) / 2).toFixed(1)})">${esc(label(r.y1 - r.y0))}</text>`,
    `</g>`,
  ];
}
