import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompany,
  AdminCompanyRow,
  AdminCustomFieldChoice,
  AdminSummary,
  AdminUserRow,
  AuditEventRow,
  AuditKind,
  Subscription,
} from '@plotwise/contracts';
import { api } from '../../api/api';
import type { Id, ListResult } from '../../api/apiClient';
import { EXPECTED_REFUSALS } from '../users/refusalText';
import { patchOf, type Action, type ManagedUser } from '../users/userActions';

export type Page<T> = ListResult<T>;

export interface CompanyQuery {
  q?: string;
  archived?: 'true' | 'false' | 'all';
  subscription?: Subscription;
  limit?: number;
  offset?: number;
}
export interface UserQuery {
  q?: string;
  companyId?: number;
  active?: 'true' | 'false';
  role?: 'staff' | 'admin' | 'user';
  limit?: number;
  offset?: number;
}
export interface AuditQuery {
  companyId?: number;
  kind?: readonly AuditKind[];
  limit?: number;
  offset?: number;
}


const page = <T>(what: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<Page<T>> =>
  api.page<T>(`/admin/${what}/list`, query, signal);

export const adminKeys = {
  all: ['admin'] as const,
  companies: (q: CompanyQuery) => ['admin', 'companies', q] as const,
  company: (id: Id) => ['admin', 'company', String(id)] as const,
  customfields: (id: Id) => ['admin', 'company', String(id), 'customfields'] as const,
  users: (q: UserQuery) => ['admin', 'users', q] as const,
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
  summary: ['admin', 'summary'] as const,
};

export function useAdminCompanies(q: CompanyQuery) {
  return useQuery({
    queryKey: adminKeys.companies(q),
    queryFn: ({ signal }) => page<AdminCompanyRow>('companies', { ...q }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompany(id: Id | undefined) {
  return useQuery({
    queryKey: adminKeys.company(id ?? ''),
    queryFn: ({ signal }) => api.request<AdminCompany>('GET', `/admin/companies/detail/${encodeURIComponent(String(id))}`, { signal, expected: [400, 404] }),
    enabled: id !== undefined && id !== '',
  });
}

export function useAdminCustomFields(id: Id | undefined) {
  return useQuery({
    queryKey: adminKeys.customfields(id ?? ''),
    queryFn: ({ signal }) => api.request<AdminCustomFieldChoice[]>('GET', `/admin/companies/detail/${encodeURIComponent(String(id))}/customfields`, { signal }),
    enabled: id !== undefined && id !== '',
  });
}

export function useAdminUsers(q: UserQuery, enabled = true) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => page<AdminUserRow>('users', { ...q }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminAudit(q: AuditQuery) {
  return useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: ({ signal }) => page<AuditEventRow>('audit', { ...q, kind: q.kind?.join(',') }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminKeys.summary, queryFn: ({ signal }) => api.request<AdminSummary>('GET', '/admin/summary', { signal }) });
}

/** Every admin mutation refreshes every admin query: counts, lists and the audit log all move together. */
function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}

export interface NewCompany {
  name: string;
  subscription: Subscription;
  licence: number;
}
export const useCreateCompany = () =>
  useAdminMutation((body: NewCompany) => api.request<AdminCompany>('POST', '/admin/companies/list', { body, expected: EXPECTED_REFUSALS }));

export const useUpdateCompany = (id: Id) =>
  useAdminMutation((body: Record<string, unknown>) => api.request<AdminCompany>('PATCH', `/admin/companies/detail/${encodeURIComponent(String(id))}`, { body, expected: EXPECTED_REFUSALS }));

const useUpdateAdminUser = () =>
  useAdminMutation(({ id, body }: { id: Id; body: Record<string, unknown> }) =>
    api.request<unknown>('PATCH', `/admin/users/detail/${encodeURIComponent(String(id))}`, { body, expected: EXPECTED_REFUSALS }),
  );

export interface InviteBody {
  email: string;
  first_name?: string;
  last_name?: string;
  is_admin?: boolean;
  language: 'nl' | 'en';
}
export const useAdminInvite = () =>
  useAdminMutation((body: InviteBody & { companyId: number }) => api.request<unknown>('POST', '/admin/users/invite', { body, expected: EXPECTED_REFUSALS }));

const useAdminResendInvite = () =>
  useAdminMutation((id: Id) => api.request<void>('POST', `/admin/users/detail/${encodeURIComponent(String(id))}/invite`, { expected: EXPECTED_REFUSALS }));

/** Clear a user's bounce mark: product mail goes to their address again. */
const useAdminAllowMail = () =>
  useAdminMutation((id: Id) => api.request<void>('DELETE', `/admin/users/detail/${encodeURIComponent(String(id))}/bounce`, { expected: EXPECTED_REFUSALS }));

/** What a user row's action sends on the staff screens: the invitation again, mail allowed again, or a PATCH. */
export function useStaffUserAction() {
  const update = useUpdateAdminUser();
  const resend = useAdminResendInvite();
  const allowMail = useAdminAllowMail();
  return (u: ManagedUser, action: Action): Promise<unknown> =>
    action === 'resendInvite' ? resend.mutateAsync(u.id) : action === 'allowMail' ? allowMail.mutateAsync(u.id) : update.mutateAsync({ id: u.id, body: patchOf[action] });
}
