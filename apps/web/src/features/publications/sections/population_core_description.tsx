import { AreaDescription } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** population_core_description: the author's text about the town and a sentence of what the figures say. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaDescription {...props} />;
}
