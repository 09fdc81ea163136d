import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoicingRoutes, type InvoicingSettingsInput } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { EXPECTED_REFUSALS } from '../../../ui/refusalText';

const key = ['admin', 'invoicing'] as const;
// Moneybird's refusals (502) and a missing configuration (409) are answers the screen shows itself
const expected = { expected: [...EXPECTED_REFUSALS, 502] };

/** GET /api/admin/invoicing: the connection and the customers with their latest invoices. */
export function useInvoicing() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(invoicingRoutes.overview, { signal }) });
}

/** GET /api/admin/invoicing/contacts?query=: Moneybird contacts matching the words (asked only with words). */
export function useAccountingContacts(query: string) {
  return useQuery({
    queryKey: [...key, 'contacts', query],
    enabled: query.length > 0,
    retry: false,
    queryFn: ({ signal }) => api.call(invoicingRoutes.contacts, { query: { query }, signal, ...expected }),
  });
}

/** Save the connection, link a contact, run a month, retry one invoice, refresh the states; the overview follows. */
export function useInvoicingActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({ mutationFn: (body: InvoicingSettingsInput) => api.call(invoicingRoutes.saveSettings, { body, ...expected }), onSettled }),
    link: useMutation({
      mutationFn: ({ companyId, contactId }: { companyId: number; contactId: string }) => api.call(invoicingRoutes.linkContact, { params: { id: companyId }, body: { contactId }, ...expected }),
      onSettled,
    }),
    create: useMutation({
      mutationFn: ({ companyId, companyName, email }: { companyId: number; companyName: string; email: string }) =>
        api.call(invoicingRoutes.newContact, { params: { id: companyId }, body: { companyName, email }, ...expected }),
      onSettled,
    }),
    run: useMutation({ mutationFn: (period: string) => api.call(invoicingRoutes.run, { body: { period }, ...expected }), onSettled }),
    retry: useMutation({ mutationFn: (id: number) => api.call(invoicingRoutes.retry, { params: { id }, ...expected }), onSettled }),
    refresh: useMutation({ mutationFn: () => api.call(invoicingRoutes.refresh, expected), onSettled }),
  };
}
