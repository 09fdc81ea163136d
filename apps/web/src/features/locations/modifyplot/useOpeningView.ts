import type { ApiRecord } from '@plotwise/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_VIEW, type MapView } from '../../../lib/mapView';
import { fitSite, SITE_MAX_ZOOM, type MapFrameSize } from '../../map/siteView';
import type { geometryFields } from './fieldShapes';
import { siteExtent } from './siteShapes';

/** The map's size and the space its panels cover: the site panel on the left (when wide), the modes on top. */
function mapFrame(box: HTMLElement): MapFrameSize {
  const { width, height } = box.getBoundingClientRect();
  return { width, height, padding: { top: 60, right: 60, bottom: 40, left: width > 800 ? 350 : 40 } };
}

function openingView(extent: ReturnType<typeof siteExtent>, frame: MapFrameSize): MapView {
  if (!extent) return DEFAULT_MAP_VIEW;
  // the same fit as the location's map (siteView.ts); a site known by its point alone opens close enough to click parcels
  if ('bbox' in extent) return { ...DEFAULT_MAP_VIEW, ...fitSite(extent.bbox, frame) };
  return { ...DEFAULT_MAP_VIEW, lat: extent.lat, lon: extent.lon, zoom: SITE_MAX_ZOOM };
}

/**
 * The view the site's map opens on (null until known), fitted in `mapBox` (the map's element). The map opens once
 * on the whole site (its parcels and drawn shapes fitted beside the panel, else its point, else the whole country)
 * when the location and its fields are known (`extentKnown`), and stays where the user leaves it: adding a parcel
 * by clicking does not move the map under the pointer.
 */
export function useOpeningView({
  loc,
  extentKnown,
  buildableGeometry,
  fields,
}: {
  loc: ApiRecord<'locations'> | undefined;
  extentKnown: boolean;
  buildableGeometry: unknown;
  fields: ReturnType<typeof geometryFields>;
}) {
  const mapBox = useRef<HTMLDivElement>(null);
  const [openedView, setOpenedView] = useState<MapView | null>(null);
  useLayoutEffect(() => {
    if (openedView || !extentKnown || !loc || !mapBox.current) return;
    const shapes = [buildableGeometry, ...fields.map((f) => f.geometry)];
    setOpenedView(openingView(siteExtent(loc, shapes), mapFrame(mapBox.current)));
  }, [openedView, extentKnown, loc, buildableGeometry, fields]);
  return { mapBox, openedView };
}
