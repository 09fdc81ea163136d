import { AreaParks } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** business_park_list: the IBIS register's business parks of the municipality. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaParks {...props} />;
}
