import { describe, expect, it } from 'vitest';
import { blockExamples } from './examples/blockExamples';
import { planFill, planKindColours, renderFloorSvg, unitTint } from './renderFloorSvg';
import { generate } from './versions';

const model = (name: string) => generate(blockExamples().find((e) => e.name === name)!.input).model;
const count = (svg: string, re: RegExp) => (svg.match(re) ?? []).length;

describe('renderFloorSvg', () => {
  it('draws each unit with its net area label, the cores and the walls of the floor', () => {
    const svg = renderFloorSvg(model('gallery_flats'), 1);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(count(svg, /class="space unit /g)).toBe(4);
    expect(count(svg, /class="space core staircase"/g)).toBe(1);
    expect(count(svg, /class="wall /g)).toBeGreaterThan(4);
    expect(svg).toContain('>68 m²<');
    expect(svg).toContain('>66 m²<');
    // 40 x 10 m plus a metre either side at 8 px/m.
    expect(svg).toContain('width="336" height="96"');
  });

  it('colours units by unit type and draws site functions such as loading docks', () => {
    const dc = renderFloorSvg(model('distribution_centre'), 0, { scale: 2 });
    expect(count(dc, /class="site loading_dock"/g)).toBe(5);
    const tower = renderFloorSvg(model('tower_u'), 0);
    const fills = [...tower.matchAll(/class="space unit unit"[^>]*fill="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(fills).size).toBe(1);
  });

  it('outlines the podium and the other tower around a tower floor when asked, and nothing otherwise', () => {
    const m = model('podium_towers');
    const west = renderFloorSvg(m, 1, { context: true });
    // The parking level below and the east tower beside it.
    expect(count(west, /class="context"/g)).toBe(2);
    // The drawing grows to the podium: 50 m + 2 m at 8 px/m.
    expect(west).toContain('width="416"');
    expect(count(renderFloorSvg(m, 1), /class="context"/g)).toBe(0);
  });

  it('writes area labels and the words of spaces as asked, keeps unit tints in the given order and dimensions the floor', () => {
    const m = model('gallery_flats');
    const svg = renderFloorSvg(m, 1, {
      areaLabel: (a) => `${a.toFixed(1).replace('.', ',')} m2`,
      spaceWords: { staircase: 'trap', elevator: 'lift', gallery: 'galerij', storage: 'berging' },
      unitOrder: ['none', ...new Set(m.units.map((u) => u.unit_id!))],
      dimensionLabel: (v) => `${v.toFixed(1).replace('.', ',')} m`,
    });
    expect(svg).toMatch(/class="label unit"[^>]*>\d+,\d m2</);
    expect(svg).toContain('>trap<');
    // The 40 x 10 m floor is dimensioned.
    expect(svg).toContain('>40,0 m<');
    expect(svg).toContain('>10,0 m<');
    const first = m.units[0]!.unit_id!;
    const fill = new RegExp(`data-unit="${String(first)}"[^>]*fill="([^"]+)"`).exec(svg)![1];
    expect(fill).toBe(unitTint(1 + [...new Set(m.units.map((u) => u.unit_id!))].indexOf(first)));
    expect(planKindColours([m]).find((k) => k.kind === 'gallery')!.colour).not.toBe(planFill('corridor'));
  });

  it('marks the spaces messages are about with their words as title, the picked one heavier, and skips others', () => {
    const m = model('gallery_flats');
    const [first, second] = m.children.floors[1]!.spaces.filter((s) => s.category === 'unit');
    const svg = renderFloorSvg(m, 1, {
      marks: [
        { spaceId: first!.id, title: 'unit too deep <12 m>', codes: ['unit_depth_out_of_range'] },
        {
          spaceId: second!.id,
          title: 'too small',
          codes: ['unit_size_out_of_range', 'balcony_too_small'],
          selected: true,
        },
        { spaceId: 'f9-s99', title: 'elsewhere', codes: ['leftover_space'] },
      ],
    });
    expect(count(svg, /class="message-mark/g)).toBe(2);
    expect(svg).toMatch(
      new RegExp(
        `data-space="${first!.id}" data-message="unit_depth_out_of_range">\\s*<title>unit too deep &lt;12 m&gt;</title>`,
      ),
    );
    expect(svg).toMatch(
      new RegExp(
        `class="message-mark selected"[^>]*data-space="${second!.id}" data-message="unit_size_out_of_range balcony_too_small" data-selected="true"`,
      ),
    );
    expect(svg).not.toContain('f9-s99');
    // a mark adds no unit polygon or unit label (the browser tests count those)
    expect(count(svg, /class="space unit /g)).toBe(4);
    expect(count(svg, /class="label unit"/g)).toBe(count(renderFloorSvg(m, 1), /class="label unit"/g));
    expect(renderFloorSvg(m, 1)).not.toContain('message-mark');
  });

  it('renders an empty drawing for a model without geometry', () => {
    expect(
      renderFloorSvg(
        generate({
          ...blockExamples()[0]!.input,
          building: { ...blockExamples()[0]!.input.building, version: 1 },
        }).model,
        0,
      ),
    ).toContain('width="0"');
  });
});
