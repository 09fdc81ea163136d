import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingContact, InvoiceRefreshResult, InvoiceRunResult, InvoicingConnection, InvoicingOverview, InvoicingSettingsInput } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { EXPECTED_REFUSALS } from '../../users/refusalText';

const key = ['admin', 'invoicing'] as const;
// Moneybird's refusals (502) and a missing configuration (409) are answers the screen shows itself
const expected = { expected: [...EXPECTED_REFUSALS, 502] };

/** GET /api/admin/invoicing: the connection and the customers with their latest invoices. */
export function useInvoicing() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.request<InvoicingOverview>('GET', '/admin/invoicing', { signal }) });
}

/** GET /api/admin/invoicing/contacts?query=: Moneybird contacts matching the words (asked only with words). */
export function useAccountingContacts(query: string) {
  return useQuery({
    queryKey: [...key, 'contacts', query],
    enabled: query.length > 0,
    retry: false,
    queryFn: ({ signal }) => api.request<AccountingContact[]>('GET', `/admin/invoicing/contacts?${new URLSearchParams({ query })}`, { signal, ...expected }),
  });
}

/** Save the connection, link a contact, run a month, retry one invoice, refresh the states; the overview follows. */
export function useInvoicingActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({ mutationFn: (body: InvoicingSettingsInput) => api.request<InvoicingConnection>('PUT', '/admin/invoicing/settings', { body, ...expected }), onSettled }),
    link: useMutation({
      mutationFn: ({ companyId, contactId }: { companyId: number; contactId: string }) =>
        api.request<{ contact: AccountingContact }>('POST', `/admin/invoicing/companies/${companyId}/contact`, { body: { contactId }, ...expected }),
      onSettled,
    }),
    create: useMutation({
      mutationFn: ({ companyId, companyName, email }: { companyId: number; companyName: string; email: string }) =>
        api.request<{ contact: AccountingContact }>('POST', `/admin/invoicing/companies/${companyId}/contact/new`, { body: { companyName, email }, ...expected }),
      onSettled,
    }),
    run: useMutation({ mutationFn: (period: string) => api.request<InvoiceRunResult>('POST', '/admin/invoicing/run', { body: { period }, ...expected }), onSettled }),
    retry: useMutation({ mutationFn: (id: number) => api.request<InvoiceRunResult>('POST', `/admin/invoicing/invoices/${id}/retry`, { body: {}, ...expected }), onSettled }),
    refresh: useMutation({
      mutationFn: () => api.request<InvoiceRefreshResult>('POST', '/admin/invoicing/refresh', { body: {}, ...expected }),
      onSettled,
    }),
  };
}
