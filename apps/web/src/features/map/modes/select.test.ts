import { describe, expect, it } from 'vitest';
import { MAP_MODES } from '.';
import { emptyModeState, type ModeState } from './mapMode';
import { selectMode } from './select';

const at: [number, number] = [5.1, 52.1];
const on = (target: number | null) => ({ lngLat: at, target });
const clicks = (mode: ReturnType<typeof selectMode>, targets: (number | null)[], from: ModeState = emptyModeState) =>
  targets.reduce((s, target) => mode.onClick(on(target), s).state, from);

describe('select modes', () => {
  it('default: a plot alone, another plot instead, a click beside the plots lets it go', () => {
    const browse = MAP_MODES.default;
    const first = browse.onClick(on(7), emptyModeState);
    expect(first).toEqual({ state: { ...emptyModeState, selection: [7] }, event: 'select' });
    expect(clicks(browse, [7, 7]).selection).toEqual([7]);
    expect(clicks(browse, [7, 8]).selection).toEqual([8]);
    const missed = browse.onClick(on(null), first.state);
    expect(missed.state.selection).toEqual([]);
    expect(missed.event).toBeUndefined();
  });

  it('select plots: each click adds a plot or takes it away again; a click beside them keeps the selection', () => {
    const select = MAP_MODES.select_plot;
    expect(clicks(select, [1, 2, 3]).selection).toEqual([1, 2, 3]);
    expect(clicks(select, [1, 2, 1]).selection).toEqual([2]);
    expect(clicks(select, [1, 2, null]).selection).toEqual([1, 2]);
    // the other modes show one plot: leaving keeps the last one chosen
    expect(select.exit(clicks(select, [1, 2, 3])).selection).toEqual([3]);
  });

  it('one at a time with toggle (the site parcels): a click on the selected one lets it go', () => {
    const site = selectMode('select_plot', { multiple: false, toggle: true });
    expect(clicks(site, [4]).selection).toEqual([4]);
    expect(clicks(site, [4, 4]).selection).toEqual([]);
    expect(clicks(site, [4, 5]).selection).toEqual([5]);
    expect(clicks(site, [4, null]).selection).toEqual([4]);
  });

  it('keepOnExit keeps every chosen item (the search matches stay chosen while picking a point)', () => {
    const matches = selectMode('default', { multiple: true, keepOnExit: true });
    expect(matches.exit(clicks(matches, [1, 2])).selection).toEqual([1, 2]);
  });

  it('Escape asks the screen to cancel and changes nothing itself; Backspace and Enter do nothing', () => {
    const select = MAP_MODES.select_plot;
    const s = clicks(select, [1, 2]);
    expect(select.onKey('Escape', s)).toEqual({ state: s, event: 'cancel' });
    expect(select.onKey('Backspace', s)).toEqual({ state: s });
    expect(select.onKey('Enter', s)).toEqual({ state: s });
    expect(select.features(s).features).toEqual([]);
  });

  it('a mode starts without a sketch and keeps the selection of the mode before', () => {
    const drawn = { sketch: { points: [at], done: false }, selection: [3] };
    expect(MAP_MODES.draw_plot.enter(MAP_MODES.select_plot.exit(drawn))).toEqual({ sketch: { points: [], done: false }, selection: [3] });
    expect(MAP_MODES.default.enter(drawn).sketch.points).toEqual([]);
  });
});
