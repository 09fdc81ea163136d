import type { BgtSurfaceClass } from '@plotwise/contracts';

/** The BGT object classes stored as surfaces, by the element names of both forms (IMGeo CityGML and GML light). */
export const BGT_CLASSES: Readonly<Record<string, string>> = {
  // IMGeo names (GML light, and CityGML exports that use the IMGeo element names)
  Wegdeel: 'wegdeel',
  OndersteunendWegdeel: 'ondersteunendWegdeel',
  BegroeidTerreindeel: 'begroeidTerreindeel',
  OnbegroeidTerreindeel: 'onbegroeidTerreindeel',
  Waterdeel: 'waterdeel',
  OndersteunendWaterdeel: 'ondersteunendWaterdeel',
  Pand: 'pand',
  OverigBouwwerk: 'overigBouwwerk',
  Kunstwerkdeel: 'kunstwerkdeel',
  Overbruggingsdeel: 'overbruggingsdeel',
  Tunneldeel: 'tunneldeel',
  OngeclassificeerdObject: 'ongeclassificeerdObject',
  // the CityGML 2.0 classes the BGT CityGML download writes for some IMGeo classes
  TrafficArea: 'wegdeel',
  AuxiliaryTrafficArea: 'ondersteunendWegdeel',
  PlantCover: 'begroeidTerreindeel',
  BuildingPart: 'pand',
  BridgeConstructionElement: 'overbruggingsdeel',
  TunnelPart: 'tunneldeel',
};

// fysiekVoorkomen values that are hardened ground (IMGeo FysiekVoorkomenWeg / FysiekVoorkomenOnbegroeidTerrein);
// "erf" is the yard around a building, registered as one surface: mostly paved, so counted as paved
const PAVED = new Set(['gesloten verharding', 'open verharding', 'half verhard', 'erf']);
// unhardened ground of a road or terrain: neither paved nor green
const UNPAVED = new Set(['onverhard', 'zand']);

/**
 * The surface class of a BGT object: roads (wegdeel, ondersteunend wegdeel) are paved unless their fysiekVoorkomen
 * says green (groenvoorziening, a verge) or unpaved; onbegroeid terreindeel is paved only with a paved
 * fysiekVoorkomen (erf, gesloten/open verharding, half verhard); begroeid terreindeel is green; water(deel) is water;
 * pand and overig bouwwerk are buildings; the rest (kunstwerkdeel, bridges, tunnels, unclassified) is other.
 */
export function surfaceClass(objectType: string, fysiekVoorkomen: string | undefined): BgtSurfaceClass {
  const fv = fysiekVoorkomen?.trim().toLowerCase();
  switch (objectType) {
    case 'wegdeel':
    case 'ondersteunendWegdeel':
      if (fv === 'groenvoorziening') return 'green';
      return fv && UNPAVED.has(fv) ? 'other' : 'paved';
    case 'onbegroeidTerreindeel':
      return fv && PAVED.has(fv) ? 'paved' : 'other';
    case 'begroeidTerreindeel':
      return 'green';
    case 'waterdeel':
    case 'ondersteunendWaterdeel':
      return 'water';
    case 'pand':
    case 'overigBouwwerk':
      return 'building';
    default:
      return 'other';
  }
}
