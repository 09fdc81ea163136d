import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { sessionKey, useSession } from '../../api/session';
import type { ApiWrite, SessionAnswer } from '@plotwise/contracts';

/** The company travels with the session; saving it refreshes both. */
export function useCompanySave() {
  const qc = useQueryClient();
  const { data: session } = useSession();
  return useMutation({
    mutationFn: (body: ApiWrite<'companies'>) => api.update('companies', session!.company.id, body),
    onSuccess: async (company) => {
      if (company) qc.setQueryData<SessionAnswer | null>(sessionKey, (s) => (s ? { ...s, company: { ...s.company, ...company } } : s));
      await Promise.all([qc.invalidateQueries({ queryKey: sessionKey }), qc.invalidateQueries({ queryKey: entityKeys.all('companies') })]);
    },
  });
}
