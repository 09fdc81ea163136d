import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usageRoutes, type UsageBucket } from '@plotwise/contracts';
import { api } from '../../../api/api';

/** A period of days, both included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

/** GET /api/admin/usage: the metrics per bucket and per company (staff). The last answer stays while the next loads. */
export function useUsage(period: Period, bucket: UsageBucket, companyId: number | null) {
  const query = { ...period, bucket, ...(companyId ? { companyId } : {}) };
  return useQuery({
    queryKey: ['admin', 'usage', query],
    queryFn: ({ signal }) => api.call(usageRoutes.usage, { query, signal, expected: [400] }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reporting: what users searched for in the period (staff). */
export function useReporting(period: Period) {
  return useQuery({
    queryKey: ['admin', 'reporting', period],
    queryFn: ({ signal }) => api.call(usageRoutes.reporting, { query: { ...period }, signal, expected: [400] }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reporting/searchresults: the period's latest searches, newest first (staff). */
export function useReportedSearches(period: Period, limit = 200) {
  return useQuery({
    queryKey: ['admin', 'reporting', 'searches', period, limit],
    queryFn: ({ signal }) => api.call(usageRoutes.searches, { query: { ...period, limit }, signal, expected: [400] }),
    placeholderData: keepPreviousData,
  });
}
