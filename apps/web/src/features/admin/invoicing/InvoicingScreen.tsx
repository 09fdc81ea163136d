import { Alert, Anchor, Badge, Button, Group, List, Modal, NumberInput, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { invoicedTiers, licenceTiers, type CustomerInvoice, type InvoicedTier, type InvoiceState, type InvoicingConnection, type InvoicingCustomer } from '@plotwise/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { formatDate, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { refusalText } from '../../users/refusalText';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../AdminFrame';
import { licenceLabel } from '../licence';
import { useAccountingContacts, useInvoicing, useInvoicingActions } from './invoicingApi';

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
const LOCALES: Record<string, string> = { nl: 'nl-NL', en: 'en-GB' };

/** Euros with cents in the reader's language: € 1.234,50 (Dutch), €1,234.50 (English). */
const euros = (cents: number, lang: string) => new Intl.NumberFormat(LOCALES[lang] ?? 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
/** A month (2026-11) in words: november 2026, November 2026. */
const monthName = (period: string, lang: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALES[lang] ?? 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A refusal in words: Moneybird's reason (502) and a missing configuration (409) as the server says them. */
const failureText = (error: unknown, t: Translate) =>
  isApiError(error) && (error.code === 'accounting_unavailable' || error.code === 'accounting_not_configured') ? error.message : refusalText(error, t);

/** The connection to Moneybird and the prices per tier; without a token it says what to configure. */
function ConnectionForm({ connection }: { connection: InvoicingConnection }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { save } = useInvoicingActions();
  const [token, setToken] = useState('');
  const [administrationId, setAdministrationId] = useState(connection.administrationId ?? '');
  const [baseUrl, setBaseUrl] = useState(connection.baseUrl);
  const [prices, setPrices] = useState<Record<InvoicedTier, number | string>>(() => Object.fromEntries(invoicedTiers.map((k) => [k, connection.prices[k] / 100])) as Record<InvoicedTier, number>);
  const [saved, setSaved] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    await save.mutateAsync({
      ...(token.trim() ? { apiToken: token.trim() } : {}),
      administrationId: administrationId.trim() || null,
      baseUrl: baseUrl.trim(),
      prices: Object.fromEntries(invoicedTiers.map((k) => [k, Math.round(Number(prices[k] || 0) * 100)])) as Record<InvoicedTier, number>,
    });
    setToken('');
    setSaved(t('adminInvoicing.saved'));
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoicing-connection">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} data-testid="invoicing-settings">
        <Stack gap="sm">
          <Title order={2} size="h4" id="invoicing-connection">
            {t('adminInvoicing.connection')}
          </Title>
          {connection.configured ? (
            <Text size="sm" data-testid="invoicing-connected">
              {t('adminInvoicing.connected', { administration: connection.administrationId, last4: connection.tokenLast4 })}
            </Text>
          ) : (
            <Alert color="orange.9" variant="outline" title={t('adminInvoicing.notConfigured.title')} data-testid="invoicing-not-configured">
              <Stack gap={4}>
                <Text size="sm">{t('adminInvoicing.notConfigured.body')}</Text>
                <List size="sm">
                  {!connection.tokenSet && <List.Item>{t('adminInvoicing.notConfigured.token')}</List.Item>}
                  {!connection.administrationId && <List.Item>{t('adminInvoicing.notConfigured.administration')}</List.Item>}
                </List>
              </Stack>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('adminInvoicing.token')}
              description={connection.tokenSet ? t('adminInvoicing.tokenSet', { last4: connection.tokenLast4 }) : t('adminInvoicing.tokenHelp')}
              value={token}
              onChange={(e) => setToken(e.currentTarget.value)}
              autoComplete="off"
            />
            <TextInput label={t('adminInvoicing.administrationId')} description={t('adminInvoicing.administrationIdHelp')} value={administrationId} onChange={(e) => setAdministrationId(e.currentTarget.value)} inputMode="numeric" />
            <TextInput label={t('adminInvoicing.baseUrl')} description={t('adminInvoicing.baseUrlHelp')} value={baseUrl} onChange={(e) => setBaseUrl(e.currentTarget.value)} />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('adminInvoicing.prices')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {invoicedTiers.map((tier) => (
              <NumberInput
                key={tier}
                label={licenceLabel(licenceTiers[tier], t)}
                value={prices[tier]}
                onChange={(v) => setPrices((p) => ({ ...p, [tier]: v }))}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                prefix="€ "
                decimalSeparator={lang === 'nl' ? ',' : '.'}
                thousandSeparator={lang === 'nl' ? '.' : ','}
                data-tier={tier}
              />
            ))}
          </SimpleGrid>
          {save.error && (
            <Alert color="red" role="alert">
              {failureText(save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('adminInvoicing.save')}
            </Button>
            <Text size="sm" role="status" aria-live="polite">
              {saved}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Link a customer to a Moneybird contact: one found there, or a new one made from here. */
function LinkDialog({ customer, onClose, onLinked }: { customer: InvoicingCustomer; onClose: () => void; onLinked: (text: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(customer.name);
  const [query] = useDebouncedValue(search.trim(), 300);
  const [name, setName] = useState(customer.name);
  const [email, setEmail] = useState('');
  const contacts = useAccountingContacts(query);
  const { link, create } = useInvoicingActions();
  const done = (contactName: string) => {
    onLinked(t('adminInvoicing.linked', { name: customer.name, contact: contactName }));
    onClose();
  };
  const failed = link.error ?? create.error;
  return (
    <Modal opened onClose={onClose} title={t('adminInvoicing.linkTitle', { name: customer.name })} centered size="lg" closeButtonProps={{ 'aria-label': t('ui.confirm.close') }} data-testid="invoicing-link">
      <Stack>
        <TextInput label={t('adminInvoicing.searchContacts')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
        {contacts.isError ? (
          <Alert color="red" role="alert">
            {failureText(contacts.error, t)}
          </Alert>
        ) : contacts.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminInvoicing.noContacts')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="invoicing-contacts">
            {(contacts.data ?? []).map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {c.companyName} {c.email ? `(${c.email})` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={link.isPending && link.variables?.contactId === c.id}
                  onClick={() => void link.mutateAsync({ companyId: customer.companyId, contactId: c.id }).then(() => done(c.companyName), () => undefined)}
                  aria-label={t('adminInvoicing.linkContact', { contact: c.companyName })}
                >
                  {t('adminInvoicing.link')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void create.mutateAsync({ companyId: customer.companyId, companyName: name.trim(), email: email.trim() }).then((r) => done(r.contact.companyName), () => undefined);
          }}
        >
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('adminInvoicing.newContact')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('adminInvoicing.contactName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
              <TextInput label={t('adminInvoicing.contactEmail')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
            </SimpleGrid>
            <Button type="submit" variant="default" w="fit-content" loading={create.isPending}>
              {t('adminInvoicing.createContact')}
            </Button>
          </Stack>
        </form>
        {failed && (
          <Alert color="red" role="alert" data-testid="invoicing-link-error">
            {failureText(failed, t)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

function InvoiceBadge({ invoice }: { invoice: CustomerInvoice }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge variant="outline" color={STATE_COLOR[invoice.state]} data-state={invoice.state} data-period={invoice.period} style={{ flexShrink: 0 }}>
      {monthName(invoice.period, i18n.language)}: {t(`adminInvoicing.states.${invoice.state}`)}
    </Badge>
  );
}

/** Staff: invoicing through Moneybird: the connection, each customer's contact and invoices, runs per month. */
function InvoicingScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const overview = useInvoicing();
  const { run, retry, refresh } = useInvoicingActions();
  const [period, setPeriod] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [linking, setLinking] = useState<InvoicingCustomer | null>(null);
  const [status, setStatus] = useState('');
  const [failures, setFailures] = useState<{ companyName: string; error: string }[]>([]);
  const data = overview.data;
  const chosen = period || data?.defaultPeriod || '';
  const configured = !!data?.connection.configured;
  const prices = data?.connection.prices;

  const startRun = async () => {
    const r = await run.mutateAsync(chosen);
    setConfirming(false);
    setFailures(r.failures);
    setStatus(t('adminInvoicing.ran', { month: monthName(r.period, lang), sent: r.sent, failed: r.failed, unchanged: r.unchanged }));
  };
  const retryOne = async (c: InvoicingCustomer, i: CustomerInvoice) => {
    setFailures([]);
    const r = await retry.mutateAsync(i.id);
    setFailures(r.failures);
    setStatus(t(r.sent ? 'adminInvoicing.retried' : 'adminInvoicing.retryFailed', { name: c.name, month: monthName(i.period, lang) }));
  };
  const refreshStates = async () => {
    const r = await refresh.mutateAsync();
    setFailures([]);
    setStatus(r.error ? r.error : t('adminInvoicing.refreshed', { updated: r.updated, checked: r.checked }));
  };

  const columns: DataColumn<InvoicingCustomer>[] = [
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
          <Button size="compact-sm" variant="light" disabled={!configured} onClick={() => setLinking(c)} aria-label={t(c.contactId ? 'adminInvoicing.relinkCustomer' : 'adminInvoicing.linkCustomer', { name: c.name })}>
            {t(c.contactId ? 'adminInvoicing.relink' : 'adminInvoicing.link')}
          </Button>
        </Group>
      ),
    },
    {
      id: 'invoices',
      header: t('adminInvoicing.invoices'),
      ownClick: true,
      cell: (c) =>
        c.invoices.length ? (
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
                      loading={retry.isPending && retry.variables === i.id}
                      onClick={() => void retryOne(c, i).catch(() => undefined)}
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
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminInvoicing.noInvoices')}
          </Text>
        ),
    },
  ];

  const failed = retry.error ?? refresh.error;
  return (
    <AdminFrame screen="admin.invoicing" intro={t('adminInvoicing.intro')}>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError || !data ? (
        <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack>
          <ConnectionForm key={data.connection.updatedAt ?? 'new'} connection={data.connection} />
          <Paper withBorder p="md" component="section" aria-labelledby="invoicing-run">
            <Stack gap="sm">
              <Title order={2} size="h4" id="invoicing-run">
                {t('adminInvoicing.runTitle')}
              </Title>
              <Text size="sm">{t('adminInvoicing.runHelp')}</Text>
              <Group align="flex-end">
                <TextInput label={t('adminInvoicing.period')} type="month" value={chosen} onChange={(e) => setPeriod(e.currentTarget.value)} w={200} data-testid="invoicing-period" />
                <Button disabled={!configured || !/^\d{4}-\d{2}$/.test(chosen)} onClick={() => setConfirming(true)}>
                  {t('adminInvoicing.run')}
                </Button>
                <Button variant="default" disabled={!configured} loading={refresh.isPending} onClick={() => void refreshStates().catch(() => undefined)}>
                  {t('adminInvoicing.refresh')}
                </Button>
              </Group>
              {failed && (
                <Alert color="red" role="alert">
                  {failureText(failed, t)}
                </Alert>
              )}
              <Text size="sm" role="status" aria-live="polite" data-testid="invoicing-status">
                {status}
              </Text>
              {failures.length > 0 && (
                <Alert color="red" variant="outline" title={t('adminInvoicing.failuresTitle')} data-testid="invoicing-failures">
                  <List size="sm">
                    {failures.map((f) => (
                      <List.Item key={f.companyName}>
                        {f.companyName}: {f.error}
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              )}
            </Stack>
          </Paper>
          <DataTable
            columns={columns}
            rows={data.customers}
            rowId={(c) => c.companyId}
            label={t('adminInvoicing.caption')}
            testId="invoicing-customers"
            minWidth={1000}
            refreshing={overview.isFetching}
            rowProps={(c) => ({ 'data-company': c.name })}
            empty={t('adminInvoicing.noCustomers')}
          />
          <ConfirmDialog
            opened={confirming}
            title={t('adminInvoicing.confirmTitle', { month: chosen ? monthName(chosen, lang) : '' })}
            body={t('adminInvoicing.confirmBody', { month: chosen ? monthName(chosen, lang) : '' })}
            confirmLabel={t('adminInvoicing.confirm')}
            pending={run.isPending}
            error={run.error ? failureText(run.error, t) : undefined}
            onConfirm={() => void startRun().catch(() => undefined)}
            onClose={() => {
              run.reset();
              setConfirming(false);
            }}
            testId="invoicing-confirm"
          />
          {linking && <LinkDialog key={linking.companyId} customer={linking} onClose={() => setLinking(null)} onLinked={setStatus} />}
        </Stack>
      )}
    </AdminFrame>
  );
}

export default staffScreen('admin.invoicing', InvoicingScreen);
