import { selectMode } from '../../map/modes/select';
import { useMapMode } from '../../map/useMapMode';

/** the site's parcels are selected one at a time; a click on the selected one lets it go */
const SITE_MODES = { select_plot: selectMode('select_plot', { multiple: false, toggle: true }) };

/**
 * The site map's modes: selecting one of the site's parcels (`selectedId`), a click on a cadastral parcel beside
 * the site offering to add it (`onParcelBeside`: the screen asks first), Escape letting the selected parcel go.
 */
export function useSiteMapMode(onParcelBeside: (plot: { id: number; properties: Record<string, unknown> }) => void) {
  const modes = useMapMode({
    initial: 'select_plot',
    modes: SITE_MODES,
    // what a click selects is a parcel of the site
    targetOf: (c) => c.shape?.id ?? null,
    // a click on a cadastral parcel beside the site offers to add it
    takeClick: (c, mode) => {
      if (mode !== 'select_plot' || c.shape || !c.plot) return false;
      onParcelBeside(c.plot);
      return true;
    },
    // Escape also lets the selected parcel go
    onEvent: (event, { setSelection }) => event === 'cancel' && setSelection([]),
  });
  const selectedId = modes.selection[0] ?? null;
  const setSelectedId = (id: number | null) => modes.setSelection(id === null ? [] : [id]);
  return { modes, selectedId, setSelectedId };
}
