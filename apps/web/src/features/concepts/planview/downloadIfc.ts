import type { ConceptGeneration } from '../shared/useConceptGeneration';
import { conceptIfc } from '../ifc/conceptIfc';
import { saveBlob } from '../../../lib/saveBlob';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Writes the generated concept as IFC4 (storeys named in the user's language) and offers it as a download. */
export async function downloadIfc(generation: ConceptGeneration, t: Translate, fileName: string) {
  const site = generation.site;
  if (!site) throw new Error(t('conceptPlanview.ifcNoSite'));
  // let the button show it is busy before the (synchronous) writing starts
  await new Promise((ok) => setTimeout(ok, 0));
  const written = conceptIfc({
    projectName: generation.location?.name || t('screens.concepts.planview'),
    conceptName: generation.concept?.name || `concept ${generation.concept?.id ?? ''}`,
    conceptId: generation.concept?.id ?? 0,
    origin: site.centre,
    lngLat: { lng: site.centreLngLat.lng, lat: site.centreLngLat.lat },
    buildings: generation.buildings.map((b) => ({
      id: b.row.id,
      name: b.row.name || `#${b.row.id}`,
      model: b.result.model,
    })),
    storeyName: (level) =>
      level === 0 ? t('conceptPlanview.groundFloor') : t('conceptPlanview.level', { level }),
    timestamp: new Date().toISOString().slice(0, 19),
    ilsChecks: generation.ilsChecks,
  });
  saveBlob(new Blob([written.text], { type: 'application/x-step' }), fileName);
}
