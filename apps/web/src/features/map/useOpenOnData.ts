import type { GeodataExtentResponse } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/api';
import type { MapView } from '../../lib/mapView';
import { zoomForBbox } from './zoomForBbox';

/**
 * A first visit (the route carries no view) opens where the imported data lies - the demo town on a fresh
 * install - not on all of the Netherlands. Later visits keep the view in the URL.
 */
export function useOpenOnData(isDefault: boolean, setView: (view: Partial<MapView>) => void, { minZoom, pitch }: { minZoom: number; pitch?: number }) {
  const extent = useQuery({
    queryKey: ['geodata', 'extent'],
    queryFn: () => api.request<GeodataExtentResponse>('GET', '/geodata/extent'),
    enabled: isDefault,
    staleTime: 300_000,
  });
  const bbox = isDefault ? extent.data?.bbox : undefined;
  useEffect(() => {
    if (bbox) setView({ lon: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2, zoom: Math.max(minZoom, zoomForBbox(bbox)), ...(pitch !== undefined ? { pitch } : {}) });
  }, [bbox, setView, minZoom, pitch]);
}
