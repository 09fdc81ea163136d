import { AreaRegulations } from './areaZoningRenderers';
import type { SectionProps } from './types';

/** business_park_regulations: the zoning within the park: IMRO bestemmingen with their share of the area, maatvoeringen, environmental categories and the omgevingsplan rules, each with its plan and date. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaRegulations {...props} />;
}
