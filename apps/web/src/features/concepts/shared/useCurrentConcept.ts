import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/api';
import { sessionKey, useSession } from '../../../api/session';

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
    // once per concept opened, even if the session were to answer without it
    if (userId === undefined || currentConcept === conceptId || madeCurrent.current === conceptId) return;
    madeCurrent.current = conceptId;
    api
      .update('users', userId, { current_location: locationId, current_concept: conceptId })
      .then(() => qc.invalidateQueries({ queryKey: sessionKey }))
      .catch(() => undefined);
  }, [userId, currentConcept, conceptId, locationId, qc]);
}
