import { createPublicationSchema, publicationAreaFields, type PublicationSource } from '@plotwise/contracts';
import { zodValidate } from '../../ui/form/zodValidate';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the new-publication dialog holds: the source, the picked record's id or area's name, and an optional name. */
export interface CreatePublicationForm {
  source: PublicationSource;
  id: string | null;
  name: string;
}

// an area is picked by name among the company's locations: their business park, or their town for a population core
export const isArea = (s: PublicationSource): s is keyof typeof publicationAreaFields => s in publicationAreaFields;

/**
 * The request body of the form: a record by id or an area by name (an IBIS survey may cover every municipality with
 * business parks: no pick needed); a blank name is left out, so the server names the publication after what it publishes.
 */
export function createPublicationBody({ source, id, name }: CreatePublicationForm): Record<string, unknown> {
  // a plain survey and a state index are made from nothing: whatever was picked before switching to them stays behind
  const picked = !id || source === 'survey' || source === 'state_index' ? {} : source === 'ibis_survey' || isArea(source) ? { area: id } : { id: Number(id) };
  return { source, ...picked, ...(name.trim() ? { name: name.trim() } : {}) };
}

/** The body checked by the route's schema (contracts); a missing area is the picker's problem, as a missing record is. */
export function checkCreatePublication(t: Translate): (v: CreatePublicationForm) => Record<string, string> {
  const check = zodValidate<Record<string, unknown>>(createPublicationSchema, t);
  return (v) => {
    const { area, ...errors } = check(createPublicationBody(v));
    return area ? { ...errors, id: area } : errors;
  };
}
