import type { User } from '@plotwise/contracts';
import { useEntityList } from '../../../api/queries';

/** The company's values of a status or a phase (custom values without a field), in their order. */
export function usePipelineValues(type: 'status' | 'phase') {
  return useEntityList('customvalues', {
    where: { type, customfieldId: { isnull: true } },
    order: 'order',
    limit: 500,
  });
}

/** The users of the company, to assign a location or a task to. */
export function useCompanyUsers() {
  return useEntityList('users', { order: 'first_name', limit: 500 });
}

/** A user's name as people know it; the email when no name was given. */
export const userName = (u: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;
