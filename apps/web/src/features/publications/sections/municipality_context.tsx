import { AreaContext } from './AreaContext';
import type { SectionProps } from './types';

/** municipality_context: the CBS kerncijfers of the municipality (population, households, ages, density, distances to amenities) with the CBS period. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaContext {...props} />;
}
