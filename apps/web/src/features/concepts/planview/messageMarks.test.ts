import { generate, standardConcept, type GeneratorMessage } from '@plotwise/core/generator/index';
import en from '../../../i18n/en.json';
import { describe, expect, it } from 'vitest';
import { floorMarks, messageFloor, messageLevel } from './messageMarks';
import { planLevels, storeySvgs } from './planDrawing';

const gallery = generate(standardConcept()[0]!).model;
const levels = planLevels(gallery);
// the layout of the upper storeys (repeated), and its first units and staircase
const upper = levels[2]!.floors[0]!;
const units = gallery.children.floors[upper]!.spaces.filter((s) => s.category === 'unit');
const stair = gallery.children.floors[upper]!.spaces.find((s) => s.functiontype === 'staircase')!;
const ground = levels[0]!.floors[0]!;

const say = (
  message: GeneratorMessage['message'],
  target: string,
  value: number | null = null,
): GeneratorMessage => ({
  message,
  target,
  value,
  building_id: gallery.building_id,
  unit_id: null,
});
const messages = [
  say('unit_depth_out_of_range', units[0]!.id, 12.4),
  say('unit_size_out_of_range', units[0]!.id, 49.2),
  say('staircase_too_small', stair.id),
  say('unit_length_out_of_range', units[1]!.id, 4.1),
  // about a floor, a field and a unit type: nothing on the plan to mark
  say('floor_height_below_minimum', `floor ${upper}`, 2.6),
  say('corridor_too_narrow', 'corridor_width', 1.2),
  say('unit_mix_deviation', 'u50', 0.6),
];
const words = (m: GeneratorMessage) => `${m.message}@${m.target}`;

describe('the spaces generator messages mark on a plan', () => {
  it('marks each space a message names on its floor layout, once with all its messages, and nothing else', () => {
    const marks = floorMarks(gallery, upper, messages, words);
    expect(marks.map((m) => m.spaceId)).toEqual([units[0]!.id, stair.id, units[1]!.id]);
    expect(marks[0]).toEqual({
      spaceId: units[0]!.id,
      title: `unit_depth_out_of_range@${units[0]!.id}\nunit_size_out_of_range@${units[0]!.id}`,
      codes: ['unit_depth_out_of_range', 'unit_size_out_of_range'],
      selected: false,
    });
    // the ground floor's layout holds none of these spaces; an unknown layout has no marks
    expect(floorMarks(gallery, ground, messages, words)).toEqual([]);
    expect(floorMarks(gallery, 99, messages, words)).toEqual([]);
  });

  it('marks the space picked in the list as selected', () => {
    const marks = floorMarks(gallery, upper, messages, words, units[1]!.id);
    expect(marks.filter((m) => m.selected).map((m) => m.spaceId)).toEqual([units[1]!.id]);
  });

  it('finds the layout and the lowest storey of a message about a space, none for other targets', () => {
    expect(messageFloor(gallery, messages[0]!)).toBe(upper);
    expect(messageLevel(gallery, levels, messages[0]!)).toBe(
      levels.find((l) => l.floors.includes(upper))!.level,
    );
    expect(messageLevel(gallery, levels, messages[0]!)).toBeGreaterThan(0);
    for (const m of messages.slice(4)) {
      expect(messageFloor(gallery, m)).toBeNull();
      expect(messageLevel(gallery, levels, m)).toBeNull();
    }
  });

  it('draws the marks into the storey plan through storeySvgs', () => {
    const [svg] = storeySvgs(gallery, levels[2]!, [], { lang: 'en', spaces: en.conceptPlanview.space }, 8, (f) =>
      floorMarks(gallery, f, messages, words, units[0]!.id),
    );
    const marked = [...svg!.matchAll(/data-testid="plan-message-mark" data-space="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(marked).toEqual([units[0]!.id, stair.id, units[1]!.id]);
    expect(svg).toContain(
      `data-space="${units[0]!.id}" data-message="unit_depth_out_of_range unit_size_out_of_range" data-selected="true"`,
    );
  });
});
