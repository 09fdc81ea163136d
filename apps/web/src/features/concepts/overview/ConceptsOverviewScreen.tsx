import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { AllConcepts } from './AllConcepts';
import { LocationConcepts } from './LocationConcepts';

/** /concepts/:location_id? — the concepts of a location, or of every location of the company (spec section 2). */
export default function ConceptsOverviewScreen() {
  const raw = useParams().location_id;
  if (raw === undefined) return <AllConcepts />;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return <NotFoundScreen />;
  return <LocationConcepts key={id} locationId={id} />;
}
