import { AreaScores } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** business_park_scores: the section's indicators of the park, computed on the server from the register, BAG and company data. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaScores {...props} />;
}
