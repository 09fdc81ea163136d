import { AreaScores } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** population_core_scores: the section's indicators of the town, measured over the plots of the company's locations there. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaScores {...props} />;
}
