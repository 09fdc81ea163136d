import { generate, type BuildingModel } from '@plotwise/core/generator/index';
import { rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { exampleNeighbours, standardConceptOnSite } from '@plotwise/core/sun/index';
import { rdPoint } from '@plotwise/core/units/units';
import { useMemo } from 'react';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import type { SceneSite, SurroundingBuilding } from '../three/sceneTypes';

export interface DebugConcept {
  status: 'loading' | 'error' | 'ready';
  error?: string;
  /** true: no location given, the standard concept on the example site with 300 made-up neighbours */
  example: boolean;
  title: string;
  site?: SceneSite;
  models: BuildingModel[];
  names: Record<string, string>;
  surroundings?: SurroundingBuilding[];
  /** BAG identificaties the concept demolishes */
  demolished?: string[];
}

const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined);

function exampleConcept(): DebugConcept {
  const inputs = standardConceptOnSite();
  const centre = rdPoint(155_000, 463_000);
  return {
    status: 'ready',
    example: true,
    title: 'standard concept (example)',
    site: { buildableArea: [...inputs[0]!.site.buildable_area], centre, centreLngLat: rdToLngLat(centre) },
    models: inputs.map((i) => generate(i).model),
    names: Object.fromEntries(inputs.map((i) => [String(i.building.id), i.building.name])),
    surroundings: exampleNeighbours(300).map((n) => ({ ...n, heightSource: 'example' as const })),
  };
}

/** The concept a debug screen shows: a real one from its route parameters, or the example. */
export function useDebugConcept(params: {
  location_id?: string;
  concept_id?: string;
  building_id?: string;
}): DebugConcept {
  const locationId = num(params.location_id);
  const conceptId = num(params.concept_id);
  const buildingId = num(params.building_id);
  const gen = useConceptGeneration(locationId, conceptId);
  const example = useMemo(() => (locationId && conceptId ? null : exampleConcept()), [locationId, conceptId]);
  return useMemo(() => {
    if (example) return example;
    const chosen = gen.buildings.filter((b) => buildingId === undefined || b.row.id === buildingId);
    return {
      status: gen.status,
      error: gen.error,
      example: false,
      title: gen.concept ? `${gen.location?.name ?? ''} · ${gen.concept.name ?? ''}` : '',
      site: gen.site,
      models: chosen.map((b) => b.result.model),
      names: Object.fromEntries(
        chosen.map((b) => [String(b.result.model.building_id), b.row.name ?? String(b.row.id)]),
      ),
      demolished: gen.concept?.demolished ?? undefined,
    };
  }, [example, gen, buildingId]);
}
