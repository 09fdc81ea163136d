import { AreaDescription } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** business_park_description: the author's text about the park and a sentence of what the register says of it. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaDescription {...props} />;
}
