import { describe, expect, it } from 'vitest';
import { MAP_MODES } from '.';
import { emptyModeState } from './mapMode';
import { pickedPoint, pickPoint } from './pickPoint';

describe('pick a point', () => {
  it('the first click is the point, and the mode finishes with it', () => {
    expect(pickedPoint(emptyModeState)).toBeNull();
    const step = pickPoint.onClick({ lngLat: [5.2, 52.3], target: 4 }, { ...emptyModeState, selection: [1] });
    expect(step.event).toBe('finish');
    expect(pickedPoint(step.state)).toEqual([5.2, 52.3]);
    // the search's chosen matches stay chosen
    expect(step.state.selection).toEqual([1]);
    expect(pickPoint.features(step.state).features.map((f) => f.properties.kind)).toEqual(['vertex']);
    expect(MAP_MODES.pick_point).toBe(pickPoint);
  });

  it('Escape cancels; Enter and Backspace do nothing', () => {
    expect(pickPoint.onKey('Escape', emptyModeState)).toEqual({ state: emptyModeState, event: 'cancel' });
    expect(pickPoint.onKey('Enter', emptyModeState)).toEqual({ state: emptyModeState });
    expect(pickPoint.onKey('Backspace', emptyModeState)).toEqual({ state: emptyModeState });
  });
});
