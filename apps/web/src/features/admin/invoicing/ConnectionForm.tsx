import { Alert, Button, Group, List, NumberInput, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { invoicedTiers, licenceTiers, type InvoicedTier, type InvoicingConnection } from '@plotwise/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { licenceLabel } from '../licence';
import { useInvoicingActions } from './invoicingApi';
import { failureText } from './invoicingText';

/** The connection to Moneybird and the prices per tier; without a token it says what to configure. */
export function ConnectionForm({ connection }: { connection: InvoicingConnection }) {
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
