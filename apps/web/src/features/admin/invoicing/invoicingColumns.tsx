import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { invoicedTiers, licenceTiers, type CustomerInvoice, type InvoiceState, type InvoicingConnection, type InvoicingCustomer } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import type { DataColumn } from '../../../ui/DataTable';
import { licenceLabel } from '../licence';
import { euros, monthName } from './invoicingText';

// outline badges in shade 9 stay above 4.5:1 on white (WCAG AA), as in the scheduler and the audit list
const STATE_COLOR: Record<InvoiceState, string> = {
  pending: 'gray.9',
  failed: 'red.9',
  draft: 'gray.9',
  scheduled: 'blue.9',
  open: 'blue.9',
  pending_payment: 'indigo.9',
  reminded: 'violet.9',
  late: 'red.9',
  paid: 'teal.9',
  uncollectible: 'gray.9',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the customer table needs of the screen: prices, whether Moneybird is connected and the row actions. */
interface ColumnContext {
  t: Translate;
  lang: string;
  prices: InvoicingConnection['prices'] | undefined;
  configured: boolean;
  /** the invoice whose retry is under way */
  retryingId: number | undefined;
  onLink: (customer: InvoicingCustomer) => void;
  onRetry: (customer: InvoicingCustomer, invoice: CustomerInvoice) => void;
}

function InvoiceBadge({ invoice }: { invoice: CustomerInvoice }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge variant="outline" color={STATE_COLOR[invoice.state]} data-state={invoice.state} data-period={invoice.period} style={{ flexShrink: 0 }}>
      {monthName(invoice.period, i18n.language)}: {t(`adminInvoicing.states.${invoice.state}`)}
    </Badge>
  );
}

/** A customer's invoices: state and amount, with a retry for a failed one and why it failed. */
function CustomerInvoices({ customer: c, ctx }: { customer: InvoicingCustomer; ctx: ColumnContext }) {
  const { t, lang, configured } = ctx;
  if (!c.invoices.length)
    return (
      <Text size="sm" c="dimmed">
        {t('adminInvoicing.noInvoices')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {c.invoices.map((i) => (
        <Stack key={i.id} gap={2} data-testid="invoice" data-period={i.period} data-state={i.state}>
          <Group gap="xs" wrap="nowrap">
            <InvoiceBadge invoice={i} />
            <Text size="xs" c="dimmed">
              {euros(i.amountCents, lang)}
            </Text>
            {i.state === 'failed' && (
              <Button
                size="compact-xs"
                variant="light"
                color="red.9"
                disabled={!configured}
                loading={ctx.retryingId === i.id}
                onClick={() => ctx.onRetry(c, i)}
                aria-label={t('adminInvoicing.retryInvoice', { name: c.name, month: monthName(i.period, lang) })}
              >
                {t('adminInvoicing.retry')}
              </Button>
            )}
          </Group>
          {i.state === 'failed' && i.error && (
            <Text size="xs" c="red.9" data-testid="invoice-error">
              {t('adminInvoicing.failedBecause', { attempts: i.attempts, when: formatDate(i.updatedAt, lang, true), error: i.error })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The columns of the customer table: customer, licence, users, amount per month, Moneybird contact and invoices. */
export function invoicingColumns(ctx: ColumnContext): DataColumn<InvoicingCustomer>[] {
  const { t, lang, prices, configured } = ctx;
  return [
    {
      id: 'customer',
      header: t('adminInvoicing.customer'),
      hideable: false,
      sortValue: (c) => c.name,
      cell: (c) => (
        <Anchor component={Link} to={`/admin/customers/${c.companyId}`} size="sm">
          {c.name}
        </Anchor>
      ),
    },
    {
      id: 'licence',
      header: t('adminInvoicing.licence'),
      sortValue: (c) => c.licence,
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{licenceLabel(c.licence, t)}</Text>
          {c.subscription !== 'none' && (
            <Text size="xs" c="dimmed">
              {t(`admin.subscriptions.${c.subscription}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'users', header: t('adminInvoicing.users'), numeric: true, sortValue: (c) => c.users, cell: (c) => formatNumber(c.users, lang, 0) },
    {
      id: 'amount',
      header: t('adminInvoicing.perMonth'),
      numeric: true,
      cell: (c) => {
        if (c.notInvoiced)
          return (
            <Text size="sm" c="dimmed">
              {t(`adminInvoicing.notInvoiced.${c.notInvoiced}`)}
            </Text>
          );
        const tier = invoicedTiers.find((k) => licenceTiers[k] === c.licence);
        return tier && prices ? euros(prices[tier] * c.users, lang) : '';
      },
    },
    {
      id: 'contact',
      header: t('adminInvoicing.contact'),
      ownClick: true,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c={c.contactId ? undefined : 'dimmed'}>
            {c.contactId ?? t('adminInvoicing.notLinked')}
          </Text>
          <Button size="compact-sm" variant="light" disabled={!configured} onClick={() => ctx.onLink(c)} aria-label={t(c.contactId ? 'adminInvoicing.relinkCustomer' : 'adminInvoicing.linkCustomer', { name: c.name })}>
            {t(c.contactId ? 'adminInvoicing.relink' : 'adminInvoicing.link')}
          </Button>
        </Group>
      ),
    },
    { id: 'invoices', header: t('adminInvoicing.invoices'), ownClick: true, cell: (c) => <CustomerInvoices customer={c} ctx={ctx} /> },
  ];
}
