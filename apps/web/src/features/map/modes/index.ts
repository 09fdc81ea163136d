import { drawPolygon } from './drawPolygon';
import { editShape } from './editShape';
import type { MapMode, MapModeDef } from './mapMode';
import { measure } from './measure';
import { pickPoint } from './pickPoint';
import { browse, selectPlots } from './select';
import { splitPlot } from './splitPlot';

/** Every mode by its id: the one place a mode id turns into its behaviour (a screen may give a select mode its own options). */
export const MAP_MODES: Record<MapMode, MapModeDef> = {
  default: browse,
  select_plot: selectPlots,
  draw_plot: drawPolygon('draw_plot'),
  measure,
  draw_buildable: drawPolygon('draw_buildable'),
  split_plot: splitPlot,
  draw_field: drawPolygon('draw_field'),
  edit_shape: editShape,
  pick_point: pickPoint,
  draw_area: drawPolygon('draw_area'),
};
