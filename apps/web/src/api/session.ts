import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { isApiError } from './ApiError';
import { authRoutes, type LoginBody, type SessionAnswer } from '@plotwise/contracts';

export const sessionKey = ['session'] as const;

/** Signed out is an answer, not an error: a 401 from /auth/me gives null and records nothing. */
async function fetchSession(signal?: AbortSignal): Promise<SessionAnswer | null> {
  try {
    return await api.call(authRoutes.me, { expected: [401], signal });
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSession(signal), staleTime: 5 * 60_000 });
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(authRoutes.login, { body, expected: [400, 401, 403, 429] }),
    onSuccess: (session) => {
      qc.clear();
      qc.setQueryData(sessionKey, session);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(authRoutes.logout),
    onSettled: () => {
      qc.clear();
      qc.setQueryData(sessionKey, null);
    },
  });
}

/** Whether this server offers directory single sign-on (the login button and the company's sign-in settings ask). */
export function useSsoConfig() {
  return useQuery({
    queryKey: ['sso-config'],
    queryFn: ({ signal }) => api.call(authRoutes.ssoConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}
