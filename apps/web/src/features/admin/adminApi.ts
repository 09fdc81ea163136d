import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditKind, Subscription } from '@plotwise/contracts';
import { api } from '../../api/api';
import type { Id } from '../../api/apiClient';
import type { CompanyStyles, Preset } from '../../api/types';
import { EXPECTED_REFUSALS } from '../users/refusalText';

/** A company as the staff list shows it (GET /api/admin/companies/list). */
export interface AdminCompanyRow {
  id: number;
  name: string;
  key: string;
  subscription: Subscription;
  licence: number;
  archived: boolean;
  createdAt: string;
  trialStartedAt: string | null;
  userCount: number;
  activeUserCount: number;
  locationCount: number;
}

/** The company configuration as the server stores it (contracts: companycfgs and its configs). */
interface AdminCompanyCfg {
  trialStartedAt: string | null;
  administrationId: string | null;
  hasCancelled: boolean | null;
  geodataKey: string | null;
  summaryCustomFields: number[] | null;
  authentication: { local: boolean | null; azure: boolean | null } | null;
  flags: { unitmix: boolean | null } | null;
  style: Partial<CompanyStyles> | null;
  parameters: Record<string, string | null> | null;
  presets: Preset[] | null;
}

export interface AdminCompany {
  id: number;
  name: string;
  key: string;
  subscription: Subscription;
  licence: number;
  archived: boolean;
  createdAt: string;
  cfg: AdminCompanyCfg | null;
}

/** A user of any company (GET /api/admin/users/list). */
export interface AdminUserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_active: boolean;
  is_admin: boolean;
  is_staff: boolean;
  hasPassword: boolean;
  companyId: number;
  companyName: string;
  companyArchived: boolean;
  createdAt: string | null;
  lastLoginAt: string | null;
}

export interface AuditEventRow {
  id: number;
  kind: AuditKind;
  companyId: number | null;
  companyName: string | null;
  userId: number | null;
  email: string | null;
  targetEmail: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

export interface AdminSummary {
  companies: number;
  archivedCompanies: number;
  trialCompanies: number;
  activeUsers: number;
  inactiveUsers: number;
  pendingInvitations: number;
  signInsLast7Days: number;
  failedSignInsLast7Days: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

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
    queryFn: ({ signal }) => api.request<{ id: number; name: string }[]>('GET', `/admin/companies/detail/${encodeURIComponent(String(id))}/customfields`, { signal }),
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

export const useUpdateAdminUser = () =>
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

export const useAdminResendInvite = () =>
  useAdminMutation((id: Id) => api.request<void>('POST', `/admin/users/detail/${encodeURIComponent(String(id))}/invite`, { expected: EXPECTED_REFUSALS }));
