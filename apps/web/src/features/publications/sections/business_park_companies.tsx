import { AreaCompanies } from './areaSectionRenderers';
import type { SectionProps } from './types';

/** business_park_companies: the companies in the park and their jobs now and in 2018. Loaded after the public entry, only on a page with this section (areaSections.tsx). */
export default function Render(props: SectionProps) {
  return <AreaCompanies {...props} />;
}
