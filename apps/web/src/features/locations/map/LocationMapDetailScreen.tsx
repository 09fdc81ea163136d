import { useParams } from 'react-router';
import { useEntityDetail } from '../../../api/queries';
import { LocationPanel } from './LocationPanel';
import { MapWorkspace } from './MapWorkspace';
import { useLocationFocus } from '../../map/useLocationFocus';

/**
 * /locations/map/detail/:location_id/:zoom?/:lat?/:lon?: the location on the map with its panel. Without a view
 * it opens with the whole site in view (the extent of its parcels), else on its lat/lon, else on its address.
 */
export default function LocationMapDetailScreen() {
  const { location_id } = useParams();
  // depth 2 carries the parcels; the location panel reads the same query
  const location = useEntityDetail('locations', location_id, 2);
  const focus = useLocationFocus(location);
  return <MapWorkspace screen="locations.mapDetail" key={location_id} focus={focus} locationPanel={<LocationPanel locationId={location_id ?? ''} />} />;
}
