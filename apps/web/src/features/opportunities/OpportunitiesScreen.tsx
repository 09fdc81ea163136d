import { OpportunityWorkspace } from './OpportunityWorkspace';

/** /opportunities/:zoom?/:lat?/:lon?: the saved queries and a new query built on the map. */
export default function OpportunitiesScreen() {
  return <OpportunityWorkspace screen="opportunities.map" />;
}
