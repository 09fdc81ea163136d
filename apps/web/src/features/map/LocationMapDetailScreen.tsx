import { useParams } from 'react-router';
import { useEntityDetail } from '../../api/queries';
import { LocationPanel } from './LocationPanel';
import { MapWorkspace } from './MapWorkspace';

/** /locations/map/detail/:location_id/:zoom?/:lat?/:lon?: the location on the map with its panel; without a view it opens on the location. */
export default function LocationMapDetailScreen() {
  const { location_id } = useParams();
  const location = useEntityDetail('locations', location_id, 0);
  const loc = location.data;
  // a location drawn or made from parcels has a place; a template or a failed lookup opens on the data as usual
  const focus = location.isPending ? 'loading' : loc && loc.lat && loc.lon ? { lat: loc.lat, lon: loc.lon } : null;
  return <MapWorkspace screen="locations.mapDetail" key={location_id} focus={focus} locationPanel={<LocationPanel locationId={location_id ?? ''} />} />;
}
