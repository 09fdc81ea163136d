import { MapWorkspace } from './MapWorkspace';

/** /locations/map/:zoom?/:lat?/:lon?: find plots, see the data layers, create locations. */
export default function LocationsMapScreen() {
  return <MapWorkspace screen="locations.map" />;
}
