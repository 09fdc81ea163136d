import { rangeFilter } from '../filterDefinition';

/** The building envelope (bouwvlak) and what it allows, and the built density (GSA, GFA, GSI, FSI). */
export const buildableFilters = [
  rangeFilter('buildablearea_size', 'buildable_area', ['Oppervlakte bouwvlak', 'Building envelope area']),
  rangeFilter('buildablearea_gsa_difference', 'buildable_area', ['Onbebouwd deel van het bouwvlak', 'Unbuilt part of the envelope']),
  rangeFilter('buildablearea_gsa_index', 'buildable_area', ['Benutting bouwvlak (bebouwd / bouwvlak)', 'Envelope use (built / envelope)']),
  rangeFilter('buildable_volume', 'buildable_area', ['Bouwvolume binnen het bouwvlak', 'Buildable volume in the envelope']),
  rangeFilter('buildable_gfa', 'buildable_area', ['Bouwbare BVO', 'Buildable GFA']),
  rangeFilter('buildable_volume_difference', 'buildable_area', ['Extra bouwvolume', 'Additional buildable volume']),
  rangeFilter('gsa', 'gsi_fsi', ['Bebouwd oppervlak (GSA)', 'Built area (GSA)']),
  rangeFilter('gfa', 'gsi_fsi', ['Bruto vloeroppervlak (BVO)', 'Gross floor area (GFA)']),
  rangeFilter('gsi', 'gsi_fsi', ['GSI (bebouwd / perceel)', 'GSI (built / plot)']),
  rangeFilter('fsi', 'gsi_fsi', ['FSI (BVO / perceel)', 'FSI (GFA / plot)']),
  rangeFilter('height_difference', 'gsi_fsi', ['Ophoogruimte (toegestaan - huidig)', 'Height headroom (allowed - current)']),
];
