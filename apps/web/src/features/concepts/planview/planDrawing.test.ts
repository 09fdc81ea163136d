import { generate, standardConcept } from '@plotwise/core/generator/index';
import { planKindColours, planSpaceKind, unitTint } from '@plotwise/core/generator/renderFloorSvg';
import { boundingRect } from '@plotwise/core/geometry/rect';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { fitScale, planLegend, planLevels, storeySvgs } from './planDrawing';

const gallery = generate(standardConcept()[0]!).model;
const lower = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.toLocaleLowerCase()]));
const words = { lang: 'nl', spaces: lower(nl.conceptPlanview.space) as typeof nl.conceptPlanview.space };
const labelsOf = (svg: string) => [...svg.matchAll(/class="label [^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]!);

describe('plan drawings of a building', () => {
  it('lists a storey per level, ground floor first, with the layouts drawn for it', () => {
    const levels = planLevels(gallery);
    expect(levels.map((l) => l.level)).toEqual(levels.map((_, i) => i));
    expect(levels.length).toBeGreaterThanOrEqual(8);
    for (const l of levels) expect(l.floors.length).toBeGreaterThan(0);
  });

  it('draws storey 2 with Dutch area labels, named spaces and dimensions, units tinted in the location order', () => {
    const level = planLevels(gallery)[2]!;
    const [svg] = storeySvgs(gallery, level, ['u50', 'u75', 'u100'], words);
    expect(svg).toMatch(/class="label unit"[^>]*>\d+(,\d)? m²</);
    expect(svg).toContain('>trap<');
    expect(svg).toMatch(/class="dimension length"[\s\S]*?>60 m</);
    const u75 = /data-unit="u75"[^>]*fill="([^"]+)"/.exec(svg!);
    if (u75) expect(u75[1]).toBe(unitTint(1));
    expect(svg).toMatch(/data-unit="u(50|75|100)"/);
  });

  it('has a legend entry per unit type with its tint, then the kinds of space drawn in their colours, then balconies', () => {
    const legend = planLegend(
      [
        { id: 1, name: 'Studio' },
        { id: 2, name: 'Gezin' },
      ],
      [
        { kind: 'staircase', colour: '#5b5b66' },
        { kind: 'gallery', colour: '#efe9da' },
      ],
      { spaces: nl.conceptPlanview.space, balcony: 'Balkon' },
    );
    expect(legend.map((e) => e.label)).toEqual(['Studio', 'Gezin', 'Trap', 'Galerij', 'Balkon']);
    expect(legend[1]!.colour).toBe(unitTint(1));
    expect(legend[2]!.colour).toBe('#5b5b66');
    expect(legend.at(-1)!.dashed).toBe(true);
  });
});

// issue #40 item 7: plans an architect accepts
describe('the plans of the standard concept (gallery, corridor, tower, houses, distribution centre)', () => {
  const models = standardConcept().map((i) => generate(i).model);
  const units = [...new Map(models.flatMap((m) => m.units).map((u) => [u.unit_id!, { id: u.unit_id!, name: String(u.name) }])).values()];
  const drawn = models.flatMap((m) => planLevels(m).flatMap((level) => storeySvgs(m, level, units.map((u) => u.id), words)));

  it('hold no English word in Dutch: every label is a Dutch word of a space or an area', () => {
    const dutch = new Set(Object.values(words.spaces));
    const english = Object.values(lower(en.conceptPlanview.space)).filter((w) => !dutch.has(w));
    const labels = drawn.flatMap(labelsOf);
    expect(labels.length).toBeGreaterThan(100);
    for (const label of labels) {
      expect(english).not.toContain(label);
      expect(dutch.has(label) || /^[\d.]+(,\d)? m²$/.test(label), label).toBe(true);
    }
    expect(labels).toEqual(expect.arrayContaining(['trap', 'galerij', 'berging']));
  });

  it('label every space of at least 3 x 3 m by its function', () => {
    for (const m of models)
      for (const [i, floor] of m.children.floors.entries()) {
        const svg = storeySvgs(m, { level: floor.level, floors: [i] }, [], words)[0]!;
        const labelled = new Set([...svg.matchAll(/class="label (\w+) ?(\w*)"/g)].map((x) => x[2] || x[1]));
        for (const s of floor.spaces) {
          const r = boundingRect(s.net_polygon);
          if (Math.min(r.x1 - r.x0, r.y1 - r.y0) < 3) continue;
          expect(labelled, `${s.subtype} ${s.id}`).toContain(planSpaceKind(s) ?? 'unit');
        }
      }
  });

  it('have a legend that holds every colour they use', () => {
    const legend = planLegend(
      units,
      planKindColours(models),
      { spaces: nl.conceptPlanview.space, balcony: 'Balkon' },
    );
    const colours = new Set(legend.map((e) => e.colour));
    const used = new Set(drawn.flatMap((svg) => [...svg.matchAll(/class="space [^"]*"[^>]*fill="([^"]+)"/g)].map((x) => x[1]!)));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((c) => !colours.has(c))).toEqual([]);
  });
});

describe('fitScale', () => {
  it('draws a small building larger than a large one, within bounds', () => {
    const [g, , , , dc] = standardConcept().map((i) => generate(i).model);
    expect(fitScale(g!)).toBeGreaterThan(fitScale(dc!));
    expect(fitScale(dc!)).toBeGreaterThanOrEqual(3);
    expect(fitScale(g!)).toBeLessThanOrEqual(24);
  });
});
