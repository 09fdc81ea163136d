import { AreaSummary } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** business_park_summary: the park at a glance: the IBIS register's record (municipality, kind, status, start year, gross and net hectares, environmental category), the measured area, the company's locations and the BAG buildings there. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaSummary {...props} />;
}
