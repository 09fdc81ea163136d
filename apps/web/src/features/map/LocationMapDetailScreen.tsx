import { useParams } from 'react-router';
import { LocationPanel } from './LocationPanel';
import { MapWorkspace } from './MapWorkspace';

/** /locations/map/detail/:location_id/:zoom?/:lat?/:lon?: the location on the map with its panel. */
export default function LocationMapDetailScreen() {
  const { location_id } = useParams();
  return <MapWorkspace screen="locations.mapDetail" key={location_id} locationPanel={<LocationPanel locationId={location_id ?? ''} />} />;
}
