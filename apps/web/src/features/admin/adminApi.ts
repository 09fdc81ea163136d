import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, fileRoutes, type AuditKind, type RouteInput } from '@plotwise/contracts';
import { api } from '../../api/api';
import type { Id } from '../../api/apiClient';
import { EXPECTED_REFUSALS } from '../../ui/refusalText';
import { patchOf, type Action, type ManagedUser } from '../users/userActions';

// The staff routes' inputs as their contracts take them (the answers are typed by the contracts too).
type Route<K extends keyof typeof adminRoutes> = (typeof adminRoutes)[K];
type QueryOf<K extends keyof typeof adminRoutes> = RouteInput<Route<K>> extends { query?: infer Q } ? NonNullable<Q> : never;
type BodyOf<K extends keyof typeof adminRoutes> = RouteInput<Route<K>> extends { body: infer B } ? B : never;

export type CompanyQuery = QueryOf<'companies'>;
export type UserQuery = QueryOf<'users'>;
/** The audit log's filter: the kinds as a list (the route takes them comma-separated). */
export type AuditQuery = Omit<QueryOf<'audit'>, 'kind'> & { kind?: readonly AuditKind[] };

export const adminKeys = {
  all: ['admin'] as const,
  companies: (q: CompanyQuery) => ['admin', 'companies', q] as const,
  company: (id: Id) => ['admin', 'company', String(id)] as const,
  customfields: (id: Id) => ['admin', 'company', String(id), 'customfields'] as const,
  users: (q: UserQuery) => ['admin', 'users', q] as const,
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
  summary: ['admin', 'summary'] as const,
  health: ['admin', 'health'] as const,
};

export function useAdminCompanies(q: CompanyQuery) {
  return useQuery({
    queryKey: adminKeys.companies(q),
    queryFn: ({ signal }) => api.callPage(adminRoutes.companies, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompany(id: Id | undefined) {
  return useQuery({
    queryKey: adminKeys.company(id ?? ''),
    queryFn: ({ signal }) => api.call(adminRoutes.company, { params: { id: id! }, signal, expected: [400, 404] }),
    enabled: id !== undefined && id !== '',
  });
}

export function useAdminCustomFields(id: Id | undefined) {
  return useQuery({
    queryKey: adminKeys.customfields(id ?? ''),
    queryFn: ({ signal }) => api.call(adminRoutes.companyCustomFields, { params: { id: id! }, signal }),
    enabled: id !== undefined && id !== '',
  });
}

export function useAdminUsers(q: UserQuery, enabled = true) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => api.callPage(adminRoutes.users, { query: q, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminAudit(q: AuditQuery) {
  return useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: ({ signal }) => api.callPage(adminRoutes.audit, { query: { ...q, kind: q.kind?.join(',') }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminKeys.summary, queryFn: ({ signal }) => api.call(adminRoutes.summary, { signal }) });
}

/** The server's database and its read replica (GET /api/health), refreshed every half minute while shown. */
export function useDatabaseHealth() {
  return useQuery({ queryKey: adminKeys.health, queryFn: ({ signal }) => api.call(fileRoutes.health, { signal }), refetchInterval: 30_000 });
}

/** Every admin mutation refreshes every admin query: counts, lists and the audit log all move together. */
function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useCreateCompany = () => useAdminMutation((body: BodyOf<'createCompany'>) => api.call(adminRoutes.createCompany, { body, expected: EXPECTED_REFUSALS }));

export const useUpdateCompany = (id: Id) =>
  useAdminMutation((body: BodyOf<'updateCompany'>) => api.call(adminRoutes.updateCompany, { params: { id }, body, expected: EXPECTED_REFUSALS }));

const useUpdateAdminUser = () =>
  useAdminMutation(({ id, body }: { id: Id; body: BodyOf<'updateUser'> }) => api.call(adminRoutes.updateUser, { params: { id }, body, expected: EXPECTED_REFUSALS }));

export const useAdminInvite = () => useAdminMutation((body: BodyOf<'invite'>) => api.call(adminRoutes.invite, { body, expected: EXPECTED_REFUSALS }));

const useAdminResendInvite = () => useAdminMutation((id: Id) => api.call(adminRoutes.resendInvite, { params: { id }, expected: EXPECTED_REFUSALS }));

/** Clear a user's bounce mark: product mail goes to their address again. */
const useAdminAllowMail = () => useAdminMutation((id: Id) => api.call(adminRoutes.allowMail, { params: { id }, expected: EXPECTED_REFUSALS }));

/** What a user row's action sends on the staff screens: the invitation again, mail allowed again, or a PATCH. */
export function useStaffUserAction() {
  const update = useUpdateAdminUser();
  const resend = useAdminResendInvite();
  const allowMail = useAdminAllowMail();
  return (u: ManagedUser, action: Action): Promise<unknown> =>
    action === 'resendInvite' ? resend.mutateAsync(u.id) : action === 'allowMail' ? allowMail.mutateAsync(u.id) : update.mutateAsync({ id: u.id, body: patchOf[action] });
}
