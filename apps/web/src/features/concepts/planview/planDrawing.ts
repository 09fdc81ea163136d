import type { BuildingModel } from '@plotwise/core/generator/index';
import {
  renderFloorSvg,
  unitTint,
  type FloorMark,
  type PlanKindColour,
  type PlanSpaceKind,
} from '@plotwise/core/generator/renderFloorSvg';
import { boundingRect } from '@plotwise/core/geometry/rect';
import { formatArea, formatLength } from '../../../lib/format';
import { storeysOf } from '../ifc/conceptIfc';

/** A storey of a building on the floor picker: its level and the floor layouts drawn for it. */
export interface PlanLevel {
  level: number;
  /** indexes in `model.children.floors` of the layouts on this level (a podium and a tower beside it ...) */
  floors: number[];
}

/** The storeys of a generated building, ground floor first; a repeated layout is a storey per repeat. */
export function planLevels(model: BuildingModel): PlanLevel[] {
  const floors = model.children.floors;
  return storeysOf(model).map((s) => ({ level: s.level, floors: s.floors.map((f) => floors.indexOf(f)) }));
}

/**
 * Pixels per metre so the building's widest floor (with its site functions) fills about `widthPx`: a 12 m house
 * is drawn large, a 120 m distribution centre small; every storey of a building uses the same scale.
 */
export function fitScale(model: BuildingModel, widthPx = 880): number {
  const points = [
    ...model.children.floors.flatMap((f) => f.polygon),
    ...model.children.functions.flatMap((s) => s.polygon),
  ];
  if (!points.length) return 8;
  const r = boundingRect(points);
  return Math.min(24, Math.max(3, widthPx / Math.max(r.x1 - r.x0 + 8, 1)));
}

/** The words and formats of a plan in the user's language. */
export interface PlanWords {
  lang: string;
  /** the word on each kind of space other than a dwelling (planLabelWords) */
  spaces: Record<PlanSpaceKind, string>;
}

/**
 * The plan drawings of one storey (one SVG per floor layout on it) from core's renderFloorSvg: area labels in
 * the user's number format, every other space named, the floor dimensioned, unit types tinted in the location's
 * unit order, the spaces generator messages are about marked (`marks` per floor layout, messageMarks.ts).
 */
export function storeySvgs(
  model: BuildingModel,
  level: PlanLevel,
  unitOrder: readonly (string | number)[],
  words: PlanWords,
  scale = 8,
  marks: (floorIndex: number) => readonly FloorMark[] = () => [],
): string[] {
  return level.floors.map((index) =>
    renderFloorSvg(model, index, {
      scale,
      labels: true,
      context: true,
      unitOrder,
      areaLabel: (a) => formatArea(a, words.lang, { hectares: false }),
      spaceWords: words.spaces,
      dimensionLabel: (m) => formatLength(m, words.lang),
      marks: marks(index),
    }),
  );
}

/** A legend entry: a swatch colour (or a dashed outline) and what it stands for. */
export interface LegendEntry {
  key: string;
  label: string;
  colour: string;
  dashed?: boolean;
}

/**
 * The legend of the plans: every unit type in the location's order, then every kind of space the drawn buildings
 * hold in the colour it is drawn in (`planKindColours` of their models), and balconies.
 */
export function planLegend(
  units: readonly { id: string | number; name: string }[],
  kinds: readonly PlanKindColour[],
  words: { spaces: Record<PlanSpaceKind, string>; balcony: string },
): LegendEntry[] {
  return [
    ...units.map((u, i) => ({ key: `unit-${u.id}`, label: u.name, colour: unitTint(i) })),
    ...kinds.map((k) => ({ key: `${k.kind}-${k.colour}`, label: words.spaces[k.kind], colour: k.colour })),
    { key: 'balcony', label: words.balcony, colour: '#555555', dashed: true },
  ];
}
