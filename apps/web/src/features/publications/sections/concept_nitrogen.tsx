import { NitrogenFacts } from '../../feasibility/NitrogenFacts';
import { ConceptSectionFrame } from './ConceptSectionFrame';
import type { SectionProps } from './types';

/**
 * concept_nitrogen: the nitrogen screening's first step at the concept's location (issue #43 item 4), as the editor's
 * rules panel says it: the nearest Natura 2000 area, the use phase, what decides; without the layer, not screened.
 */
export default function ConceptNitrogen(props: SectionProps) {
  return <ConceptSectionFrame {...props} render={(c) => (c.nitrogen ? <NitrogenFacts answer={c.nitrogen} /> : null)} />;
}
