import { MapWorkspace } from './MapWorkspace';

/** /geodata/buildings/:zoom?/:lat?/:lon?/:pitch?/:bearing?: the BAG buildings extruded by their height. */
export default function BuildingsMapScreen() {
  return <MapWorkspace screen="geodata.buildings" extrusion />;
}
