import { AreaDensify } from './areaZoningRenderers';
import type { SectionProps } from './types';

/** business_park_densify: net area, built footprint, coverage now and allowed by the zoning, and the room left, each with its basis. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaDensify {...props} />;
}
