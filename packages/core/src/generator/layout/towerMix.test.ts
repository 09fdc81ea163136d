import { describe, expect, it } from 'vitest';
import type { ChoiceOption, FloorSurvey } from './towerMix';
import { floorLayouts, planFloorMix } from './towerMix';

/** A choice option of `counts` dwellings taking `area` m2, its first dwelling of type `first`. */
const opt = (counts: number[], area: number, first = counts.findIndex((c) => c > 0)): ChoiceOption => ({
  counts,
  area,
  first,
  firstArea: first >= 0 ? area / counts.reduce((a, b) => a + b, 0) : 0,
});

const survey = (choices: ChoiceOption[][], repeat: number, asked: number, entrance = -1): FloorSurvey => ({
  choices,
  entrance,
  repeat,
  floorArea: 400,
  asked,
});

describe('tower floor layouts (layout/towerMix.ts)', () => {
  it('combines the choices into one layout per count of dwellings by type, the one with most area', () => {
    const s = survey(
      [
        [opt([2, 0], 200), opt([0, 2], 190), opt([1, 1], 180)],
        [opt([1, 0], 100), opt([0, 1], 95)],
      ],
      1,
      3,
    );
    const layouts = floorLayouts(s, 2, Infinity);
    const byCounts = new Map(layouts.map((l) => [l.counts.join('/'), l]));
    expect([...byCounts.keys()].sort()).toEqual(['0/3', '1/2', '2/1', '3/0']);
    // 1/2 is [1, 1] + [0, 1] (275 m2) or [0, 2] + [1, 0] (290 m2): the larger is kept.
    expect(byCounts.get('1/2')).toMatchObject({ area: 290, picks: [1, 0], k: 3 });
  });

  it('takes the entrance hall out of the first dwelling of its choice', () => {
    const s = survey([[opt([2, 0], 200), opt([0, 2], 200)]], 1, 1, 0);
    const layouts = floorLayouts(s, 2, Infinity);
    expect(layouts.map((l) => [l.counts.join('/'), l.area])).toEqual([
      ['1/0', 100],
      ['0/1', 100],
    ]);
  });

  it('drops layouts whose dwellings take much less area than the best', () => {
    const s = survey([[opt([2, 0], 300), opt([0, 1], 100)]], 1, 2);
    expect(floorLayouts(s, 2, 0.3).map((l) => l.counts.join('/'))).toEqual(['2/0']);
    expect(floorLayouts(s, 2, Infinity)).toHaveLength(2);
  });
});

describe('tower mix plan (layout/towerMix.ts)', () => {
  it('mixes floor layouts over the repeats so the whole tower meets its shares', () => {
    // Each floor holds four of one type or of the other: ten floors, 30 / 70 % asked.
    const s = survey([[opt([4, 0], 300), opt([0, 4], 300)]], 10, 4);
    const plan = planFloorMix([s], [0.3, 0.7], [0, 0]);
    expect(plan).toHaveLength(1);
    const repeats = new Map(plan[0]!.map((l) => [l.picks[0], l.repeat]));
    expect(repeats).toEqual(
      new Map([
        [1, 7],
        [0, 3],
      ]),
    );
  });

  it('keeps to at most four alternating layouts per floor entry', () => {
    const options = [0, 1, 2, 3, 4, 5, 6].map((a) => opt([a, 6 - a], 300));
    const s = survey([options], 20, 6);
    const plan = planFloorMix([s], [0.37, 0.63], [0, 0]);
    expect(plan[0]!.length).toBeLessThanOrEqual(4);
    expect(plan[0]!.reduce((n, l) => n + l.repeat, 0)).toBe(20);
    const t0 = plan[0]!.reduce((n, l) => n + l.repeat * options[l.picks[0]!]!.counts[0]!, 0);
    expect(Math.abs(t0 / 120 - 0.37)).toBeLessThan(0.01);
  });

  it('weighs the area a layout gives up against the mix', () => {
    // All floors of three and one: 75 / 25 % against 60 / 40 %. Three floors of one and one reach it exactly,
    // at 100 m2 (area 280) or 50 m2 (area 330) less dwelling area a floor: a point per 1 % of the floor area.
    const plan = (area: number) =>
      planFloorMix([survey([[opt([3, 1], 380), opt([1, 1], area)]], 4, 4)], [0.6, 0.4], [0, 0])[0]!;
    expect(plan(280)).toEqual([{ picks: [0], repeat: 4 }]);
    expect(plan(330)).toEqual([
      { picks: [1], repeat: 3 },
      { picks: [0], repeat: 1 },
    ]);
  });
});
