import { AreaSummary } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** municipality_summary: the municipality at a glance: the company's locations there, their plots' area and the BAG buildings on them. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaSummary {...props} />;
}
