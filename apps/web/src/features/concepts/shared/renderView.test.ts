import { describe, expect, it } from 'vitest';
import { gridLines, momentSettings, renderView } from './renderView';

describe('renderView', () => {
  it('answers the spec defaults for no settings', () => {
    expect(renderView(null)).toEqual({
      surroundingBuildings: true,
      plotBuildings: false,
      trees: true,
      plot: { visible: true, opacity: 1 },
      buildableArea: { visible: false, opacity: 0 },
      grid: { visible: false, sizeMeters: 5 },
      snapMeters: 5,
      tools: true,
      shadows: true,
      edges: true,
      materials: 'analysis',
      camera: 'perspective',
      moment: { month: 4, day: 21, minutes: 600 },
    });
  });

  it('follows every show flag', () => {
    const v = renderView({
      show_surrounding_buildings: false,
      show_plot_buildings: true,
      show_trees: false,
      show_plot: false,
      show_buildable_area: true,
      show_grid: true,
      show_tools: false,
    });
    expect(v.surroundingBuildings).toBe(false);
    expect(v.plotBuildings).toBe(true);
    expect(v.trees).toBe(false);
    expect(v.plot.visible).toBe(false);
    expect(v.buildableArea.visible).toBe(true);
    expect(v.grid.visible).toBe(true);
    expect(v.tools).toBe(false);
  });

  it('keeps opacities between 0 and 1', () => {
    expect(renderView({ plot_opacity: 0.4, buildable_area_opacity: 0.25 })).toMatchObject({
      plot: { opacity: 0.4 },
      buildableArea: { opacity: 0.25 },
    });
    expect(renderView({ plot_opacity: 3, buildable_area_opacity: -1 })).toMatchObject({
      plot: { opacity: 1 },
      buildableArea: { opacity: 0 },
    });
  });

  it('snaps at the grid size, or not at all', () => {
    expect(renderView({ grid_size: 2.5 })).toMatchObject({ grid: { sizeMeters: 2.5 }, snapMeters: 2.5 });
    expect(renderView({ grid_size: 2.5, snap_to_grid: false }).snapMeters).toBe(0);
    // a grid of 0 or 1 km is refused: the default instead
    expect(renderView({ grid_size: 0 }).grid.sizeMeters).toBe(5);
    expect(renderView({ grid_size: 1000 }).grid.sizeMeters).toBe(5);
  });

  it('turns each render mode into shadows, edges and materials', () => {
    const mode = (rendermode: 'analysis_shadow' | 'analysis' | 'realistic' | 'sketch') => {
      const v = renderView({ rendermode });
      return [v.shadows, v.edges, v.materials];
    };
    expect(mode('analysis_shadow')).toEqual([true, true, 'analysis']);
    expect(mode('analysis')).toEqual([false, true, 'analysis']);
    expect(mode('realistic')).toEqual([true, false, 'realistic']);
    expect(mode('sketch')).toEqual([false, true, 'sketch']);
  });

  it('chooses the camera', () => {
    expect(renderView({ cameramode: 'orthographic' }).camera).toBe('orthographic');
    expect(renderView({ cameramode: 'perspective' }).camera).toBe('perspective');
  });

  it('turns month and time into the sun moment, in quarters of an hour', () => {
    expect(renderView({ month: 6, time: 15.5 }).moment).toEqual({ month: 6, day: 21, minutes: 930 });
    expect(renderView({ month: 14, time: 24 }).moment).toEqual({ month: 12, day: 21, minutes: 1425 });
    expect(renderView({ month: 0, time: 9.1 }).moment).toEqual({ month: 1, day: 21, minutes: 540 });
  });

  it('writes a chosen moment back as month and decimal hours', () => {
    expect(momentSettings({ month: 3, minutes: 9 * 60 + 15 })).toEqual({ month: 3, time: 9.25 });
    expect(renderView(momentSettings({ month: 3, minutes: 555 })).moment.minutes).toBe(555);
  });
});

describe('gridLines', () => {
  it('answers the multiples of the size within the range', () => {
    expect(gridLines(101, 117, 5)).toEqual([105, 110, 115]);
    expect(gridLines(-3, 3, 2.5)).toEqual([-2.5, 0, 2.5]);
  });
  it('draws nothing for a size of 0 or too many lines', () => {
    expect(gridLines(0, 10, 0)).toEqual([]);
    expect(gridLines(0, 10_000, 1, 400)).toEqual([]);
  });
});
