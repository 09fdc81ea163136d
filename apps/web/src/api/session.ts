import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { isApiError } from './ApiError';
import type { LoginBody, SessionAnswer, SsoConfig } from '@plotwise/contracts';

export const sessionKey = ['session'] as const;

/** Signed out is an answer, not an error: a 401 from /auth/me gives null and records nothing. */
async function fetchSession(signal?: AbortSignal): Promise<SessionAnswer | null> {
  try {
    return await api.request<SessionAnswer>('GET', '/auth/me', { expected: [401], ...(signal ? { signal } : {}) });
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
    mutationFn: (body: LoginBody) =>
      api.request<SessionAnswer>('POST', '/auth/login', { body, expected: [400, 401, 403, 429] }),
    onSuccess: (session) => {
      qc.clear();
      qc.setQueryData(sessionKey, session);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<void>('POST', '/auth/logout'),
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
    queryFn: ({ signal }) => api.request<SsoConfig>('GET', '/auth/sso/config', { signal }),
    staleTime: 5 * 60_000,
  });
}
