import type { GeneratorInput } from '../generator/generatorInput';
import { standardConcept } from '../generator/examples/standardConcept';
import { rdPoint, type RdPoint } from '../units/units';

/** A neighbouring building of the examples: footprint ring in RD metres and height. */
export interface ExampleNeighbour {
  identificatie: string;
  ring: RdPoint[];
  heightMeters: number;
}

// Where the five buildings of the standard concept stand relative to the site centre (metres): apart, so
// their shadows fall on each other the way a real concept's do (the core example stacks them on one spot).
const PLACES: Record<string, [number, number]> = {
  gallery: [-140, 60],
  tower: [-60, 60],
  houses: [60, 60],
  parking: [-100, -40],
  dc: [60, -60],
};

/** The standard concept (issue #17's benchmark) with its buildings spread over the 400 x 400 m example site. */
export function standardConceptOnSite(): GeneratorInput[] {
  return standardConcept().map((input) => {
    const [dx, dy] = PLACES[String(input.building.id)] ?? [0, 0];
    return { ...input, building: { ...input.building, x: input.building.x + dx, y: input.building.y + dy } };
  });
}

/**
 * `count` made-up neighbours (12 x 9 m, 6 to 15 m high) in rows around the example site, in a band from 210 m
 * out from its centre. Only for examples, benchmarks and the debug screens without a location: real
 * neighbours come from the BAG.
 */
export function exampleNeighbours(
  count: number,
  centre: RdPoint = rdPoint(155_000, 463_000),
): ExampleNeighbour[] {
  const out: ExampleNeighbour[] = [];
  for (let ringNo = 0; out.length < count; ringNo++) {
    const half = 210 + ringNo * 16;
    const perSide = Math.floor((2 * half) / 16);
    for (let side = 0; side < 4 && out.length < count; side++)
      for (let k = 0; k < perSide && out.length < count; k++) {
        const t = -half + k * 16 + 8;
        const [x, y] = [
          [t, -half],
          [half, t],
          [-t, half],
          [-half, -t],
        ][side]!;
        const cx = centre.x + x!;
        const cy = centre.y + y!;
        const n = out.length;
        out.push({
          identificatie: `example.${n}`,
          ring: [
            rdPoint(cx - 6, cy - 4.5),
            rdPoint(cx + 6, cy - 4.5),
            rdPoint(cx + 6, cy + 4.5),
            rdPoint(cx - 6, cy + 4.5),
          ],
          heightMeters: 6 + ((n * 7) % 10),
        });
      }
  }
  return out;
}
