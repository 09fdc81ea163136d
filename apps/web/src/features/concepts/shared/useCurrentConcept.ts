import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/api';
import { sessionKey, useSession } from '../../../api/session';
import { currentConceptPatch } from './currentConcept';

/**
 * The concept a screen edits becomes the user's current one (spec section 4): saving a unit then marks only its
 * buildings dirty, not those of every concept of the location. The concept editor and the building editor both
 * call it. A failure costs only that precision, so the screen goes on.
 */
export function useCurrentConcept(locationId: number, conceptId: number) {
  const qc = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  const currentConcept = session?.user.current_concept;
  const madeCurrent = useRef<number | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    const patch = currentConceptPatch(
      { current: currentConcept, askedBefore: madeCurrent.current },
      locationId,
      conceptId,
    );
    if (!patch) return;
    madeCurrent.current = conceptId;
    api
      .update('users', userId, patch)
      .then(() => qc.invalidateQueries({ queryKey: sessionKey }))
      .catch(() => undefined);
  }, [userId, currentConcept, conceptId, locationId, qc]);
}
