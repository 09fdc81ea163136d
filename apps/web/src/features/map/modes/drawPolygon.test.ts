import { rdPoint, rdToLngLat } from '@plotwise/core';
import { describe, expect, it } from 'vitest';
import { MAP_MODES } from '.';
import { drawPolygon, isClosedArea } from './drawPolygon';
import { emptyModeState, type MapModeDef, type ModeState } from './mapMode';
import { measure, measurement } from './measure';
import { splitPlot } from './splitPlot';

/** WGS84 of a point on the Dutch grid (RD New metres). */
const rd = (x: number, y: number): [number, number] => {
  const p = rdToLngLat(rdPoint(x, y));
  return [p.lng, p.lat];
};
const square = [rd(160000, 490000), rd(160030, 490000), rd(160030, 490040), rd(160000, 490040)];
const clickAll = (mode: MapModeDef, points: [number, number][], from: ModeState = emptyModeState) =>
  points.reduce((s, lngLat) => mode.onClick({ lngLat, target: null }, s).state, from);
const kinds = (mode: MapModeDef, s: ModeState) => mode.features(s).features.map((f) => f.properties.kind);

describe('drawing an area (draw_plot, draw_buildable, draw_field, draw_area)', () => {
  const draw = drawPolygon('draw_plot');

  it('adds a corner per click; a click on a plot is a corner too, nothing is selected', () => {
    const s = draw.onClick({ lngLat: square[0]!, target: 12 }, emptyModeState);
    expect(s.event).toBeUndefined();
    expect(s.state.sketch.points).toEqual([square[0]]);
    expect(s.state.selection).toEqual([]);
    expect(clickAll(draw, square).sketch.points).toHaveLength(4);
  });

  it('Enter closes the polygon and tells the screen; the map draws the corners, the ring and the area', () => {
    const drawn = clickAll(draw, square);
    expect(isClosedArea(drawn.sketch)).toBe(false);
    expect(kinds(draw, drawn)).toEqual(['vertex', 'vertex', 'vertex', 'vertex', 'line', 'area']);
    const line = draw.features(drawn).features.find((f) => f.properties.kind === 'line')!.geometry as { coordinates: unknown[] };
    expect(line.coordinates).toHaveLength(5);
    const closed = draw.onKey('Enter', drawn);
    expect(closed.event).toBe('finish');
    expect(isClosedArea(closed.state.sketch)).toBe(true);
    expect(measurement(closed.state.sketch, true)).toEqual({ lengthMeters: expect.closeTo(140, 2), areaSquareMeters: expect.closeTo(1200, 0) });
    // a click after a closed area starts the next one
    expect(draw.onClick({ lngLat: square[0]!, target: null }, closed.state).state.sketch).toEqual({ points: [square[0]], done: false });
  });

  it('Backspace takes back the last corner; Escape clears the drawing and cancels', () => {
    const drawn = clickAll(draw, square);
    const back = draw.onKey('Backspace', drawn);
    expect(back.event).toBeUndefined();
    expect(back.state.sketch.points).toEqual(square.slice(0, 3));
    const gone = draw.onKey('Escape', { ...drawn, selection: [5] });
    expect(gone).toEqual({ state: { sketch: { points: [], done: false }, selection: [5] }, event: 'cancel' });
  });

  it('two corners are no area: Enter still tells the screen, which finds no polygon', () => {
    const two = draw.onKey('Enter', clickAll(draw, square.slice(0, 2)));
    expect(two.event).toBe('finish');
    expect(isClosedArea(two.state.sketch)).toBe(false);
  });

  it('every drawn area of the registry is this drawing, under its own id', () => {
    for (const id of ['draw_plot', 'draw_buildable', 'draw_field', 'draw_area'] as const) {
      expect(MAP_MODES[id].id).toBe(id);
      expect(MAP_MODES[id].draws).toBe('area');
      expect(MAP_MODES[id].cursor).toBe('crosshair');
    }
  });
});

describe('measure and split (lines)', () => {
  it('measures a line in RD metres; from three points also the area they enclose; the line is not closed', () => {
    const line = clickAll(measure, square.slice(0, 2));
    expect(measurement(line.sketch, false)).toEqual({ lengthMeters: expect.closeTo(30, 2), areaSquareMeters: null });
    const three = clickAll(measure, square.slice(0, 3));
    expect(measurement(three.sketch, false).lengthMeters).toBeCloseTo(70, 2);
    expect(measurement(three.sketch, false).areaSquareMeters).toBeCloseTo(600, 0);
    expect(kinds(measure, three)).toEqual(['vertex', 'vertex', 'vertex', 'line']);
  });

  it('one point is not a measurement: Enter finishes only from two points', () => {
    expect(measure.onKey('Enter', clickAll(measure, square.slice(0, 1))).state.sketch.done).toBe(false);
    expect(measure.onKey('Enter', clickAll(measure, square.slice(0, 2))).state.sketch.done).toBe(true);
  });

  it('a split line is drawn across the one selected parcel', () => {
    const s = clickAll(splitPlot, [rd(160015, 489990), rd(160015, 490050)], { ...emptyModeState, selection: [9] });
    expect(splitPlot.onKey('Enter', s).state.sketch.done).toBe(true);
    expect(s.selection).toEqual([9]);
    expect(MAP_MODES.split_plot.draws).toBe('line');
  });
});
