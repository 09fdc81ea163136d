/** The users PATCH that makes a concept (and its location) the user's current one. */
interface CurrentConceptPatch {
  current_location: number;
  current_concept: number;
}

/**
 * What a concept screen sends once the session is known (spec section 4): nothing when the concept is current
 * already, nor when this screen asked for it before (once per concept opened, even if the session were to answer
 * without it, so a refused write is not repeated on every render).
 */
export function currentConceptPatch(
  user: { current: number | null | undefined; askedBefore: number | null },
  locationId: number,
  conceptId: number,
): CurrentConceptPatch | null {
  if (user.current === conceptId || user.askedBefore === conceptId) return null;
  return { current_location: locationId, current_concept: conceptId };
}
