import { checkBay, netDims, TOL, type ModelCheck } from './check';

/** The site's functions outside the building: parking bays and loading docks. */
export const siteFunctions: ModelCheck = {
  name: 'siteFunctions',
  check({ model, rules, add }) {
    for (const s of model.children.functions) {
      if (s.subtype === 'parking_bay') checkBay(s, rules, add);
      if (s.subtype !== 'loading_dock') continue;
      const { w, d } = netDims(s);
      if (Math.min(w, d) < rules.loadingDockWidthMeters - TOL || Math.max(w, d) < rules.loadingDockMinDepthMeters - TOL)
        add('loading_dock_too_small', s.id, w * d, rules.loadingDockWidthMeters * rules.loadingDockMinDepthMeters);
    }
  },
};
