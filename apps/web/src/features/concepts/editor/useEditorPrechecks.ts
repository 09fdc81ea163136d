import { useSession } from '../../../api/session';
import type { ConceptBengCheck, ConceptGeneration } from '../shared/useConceptGeneration';
import { useConceptNoise, type ConceptNoise } from '../shared/useConceptNoise';
import { useConceptParking, type ConceptParking } from '../shared/useConceptParking';
import { useStableJson } from '../shared/useStableList';

const NO_BENG: ConceptBengCheck[] = [];

/** The feasibility pre-checks the editor's rules panel shows; a check the company switched off is empty or null. */
export interface EditorPrechecks {
  beng: readonly ConceptBengCheck[];
  noise: ConceptNoise | null;
  parking: ConceptParking | null;
  nitrogen: boolean;
}

/**
 * The pre-checks of issue #43 for the concept editor. The company's admins may switch each off (Settings, Company,
 * features); the noise contours and the parking norms are read only while their check is on.
 */
export function useEditorPrechecks(locationId: number, gen: ConceptGeneration): EditorPrechecks {
  const flags = useSession().data?.company.cfg?.flags;
  const on = (flag: boolean | null | undefined) => flag !== false;
  const beng = useStableJson(on(flags?.bengCheck) ? gen.bengChecks : NO_BENG);
  const noise = useConceptNoise(locationId, gen.buildings, on(flags?.noiseCheck));
  const parking = useConceptParking(gen, on(flags?.parkingCheck));
  return {
    beng,
    noise: on(flags?.noiseCheck) ? noise : null,
    parking: on(flags?.parkingCheck) ? parking : null,
    nitrogen: on(flags?.nitrogenCheck),
  };
}
