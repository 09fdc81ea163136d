import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CustomerInvoice, InvoicingCustomer } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../../ui/AdminFrame';
import { ConnectionForm } from './ConnectionForm';
import { useInvoicing, useInvoicingActions } from './invoicingApi';
import { invoicingColumns } from './invoicingColumns';
import { failureText, monthName } from './invoicingText';
import { LinkDialog } from './LinkDialog';

type Failure = { companyName: string; error: string };

/**
 * The invoicing actions of the screen (a run for a month, a retry of one invoice, a refresh of the states from
 * Moneybird) with the sentence saying how the last one went and the customers it failed for.
 */
function useInvoiceRuns() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { run, retry, refresh } = useInvoicingActions();
  const [status, setStatus] = useState('');
  const [failures, setFailures] = useState<Failure[]>([]);

  const startRun = async (period: string, onRan: () => void) => {
    const r = await run.mutateAsync(period);
    onRan();
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
  return { run, retry, refresh, status, setStatus, failures, startRun, retryOne, refreshStates };
}

/** Staff: invoicing through Moneybird: the connection, each customer's contact and invoices, runs per month. */
function InvoicingScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const overview = useInvoicing();
  const runs = useInvoiceRuns();
  const { run, retry } = runs;
  const [period, setPeriod] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [linking, setLinking] = useState<InvoicingCustomer | null>(null);
  const data = overview.data;
  const chosen = period || data?.defaultPeriod || '';
  const configured = !!data?.connection.configured;

  const columns = invoicingColumns({
    t,
    lang,
    prices: data?.connection.prices,
    configured,
    retryingId: retry.isPending ? retry.variables : undefined,
    onLink: setLinking,
    onRetry: (c, i) => void runs.retryOne(c, i).catch(() => undefined),
  });

  return (
    <AdminFrame screen="admin.invoicing" intro={t('adminInvoicing.intro')}>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError || !data ? (
        <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack>
          <ConnectionForm key={data.connection.updatedAt ?? 'new'} connection={data.connection} />
          <RunPanel runs={runs} period={chosen} onPeriod={setPeriod} configured={configured} onRun={() => setConfirming(true)} />
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
            onConfirm={() => void runs.startRun(chosen, () => setConfirming(false)).catch(() => undefined)}
            onClose={() => {
              run.reset();
              setConfirming(false);
            }}
            testId="invoicing-confirm"
          />
          {linking && <LinkDialog key={linking.companyId} customer={linking} onClose={() => setLinking(null)} onLinked={runs.setStatus} />}
        </Stack>
      )}
    </AdminFrame>
  );
}

/** The monthly run: the month, run and refresh buttons, and how the last action went. */
function RunPanel({ runs, period, onPeriod, configured, onRun }: { runs: ReturnType<typeof useInvoiceRuns>; period: string; onPeriod: (period: string) => void; configured: boolean; onRun: () => void }) {
  const { t } = useTranslation();
  const { refresh, status, failures } = runs;
  const failed = runs.retry.error ?? refresh.error;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoicing-run">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoicing-run">
          {t('adminInvoicing.runTitle')}
        </Title>
        <Text size="sm">{t('adminInvoicing.runHelp')}</Text>
        <Group align="flex-end">
          <TextInput label={t('adminInvoicing.period')} type="month" value={period} onChange={(e) => onPeriod(e.currentTarget.value)} w={200} data-testid="invoicing-period" />
          <Button disabled={!configured || !/^\d{4}-\d{2}$/.test(period)} onClick={onRun}>
            {t('adminInvoicing.run')}
          </Button>
          <Button variant="default" disabled={!configured} loading={refresh.isPending} onClick={() => void runs.refreshStates().catch(() => undefined)}>
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
  );
}

export default staffScreen('admin.invoicing', InvoicingScreen);
