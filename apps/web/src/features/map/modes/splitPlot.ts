import { sketchMode, type ModeState } from './mapMode';

/**
 * Split a parcel: a line drawn across the selected parcel of the site, from edge to edge (Enter or a
 * double-click ends it); the server cuts the parcel along it.
 */
export const splitPlot = sketchMode('split_plot', 'line');

/** The parcel a split cuts: the one selected parcel, else none (the mode's button is disabled then). */
export const parcelToSplit = (state: ModeState): number | null => (state.selection.length === 1 ? state.selection[0]! : null);
