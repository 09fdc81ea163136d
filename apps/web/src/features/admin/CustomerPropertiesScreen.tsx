import { Alert, Button, Group, List, MultiSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { GENERATION_PARAMETERS, isDecimalText } from '../settings/ParametersScreen';
import { StyleFields, withStyleDefaults, type CompanyStyles } from '../settings/StyleFields';
import { SaveStatus } from '../shared/SaveStatus';
import { useDerivedState } from '../shared/useDerivedState';
import { refusalText } from '../users/refusalText';
import { useAdminCompany, useAdminCustomFields, useUpdateCompany } from './adminApi';
import type { AdminCompany } from '@plotwise/contracts';
import { AdminFrame, LoadFailed, Loading, staffScreen } from './AdminFrame';

interface PropertiesForm {
  unitmix: boolean;
  unitmixAllowed: boolean;
  parameters: Record<string, string>;
  style: CompanyStyles;
  administrationId: string;
  geodataKey: string;
  hasCancelled: boolean;
  summaryCustomFields: string[];
}

const toForm = (c: AdminCompany | undefined): PropertiesForm => ({
  unitmix: !!c?.cfg?.flags?.unitmix,
  unitmixAllowed: !!c?.cfg?.flags?.unitmixAllowed,
  parameters: Object.fromEntries(Object.entries(GENERATION_PARAMETERS).map(([k, d]) => [k, (c?.cfg?.parameters as Record<string, string | null> | null | undefined)?.[k] ?? d])),
  style: withStyleDefaults(c?.cfg?.style),
  administrationId: c?.cfg?.administrationId ?? '',
  geodataKey: c?.cfg?.geodataKey ?? '',
  hasCancelled: !!c?.cfg?.hasCancelled,
  summaryCustomFields: (c?.cfg?.summaryCustomFields ?? []).map(String),
});

function PropertiesForm({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(company.id);
  const fields = useAdminCustomFields(company.id);
  const [form, setForm] = useDerivedState(company, toForm);
  const set = <K extends keyof PropertiesForm>(k: K, v: PropertiesForm[K]) => setForm({ ...form, [k]: v });
  const badParameters = Object.entries(form.parameters).filter(([, v]) => !isDecimalText(v));
  const presets = company.cfg?.presets ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badParameters.length) return;
    update.mutate({
      cfg: {
        flags: { unitmix: form.unitmix, unitmixAllowed: form.unitmixAllowed },
        parameters: Object.fromEntries(Object.entries(form.parameters).map(([k, v]) => [k, v.trim()])),
        style: form.style,
        administrationId: form.administrationId.trim() || null,
        geodataKey: form.geodataKey.trim() || null,
        hasCancelled: form.hasCancelled,
        summaryCustomFields: form.summaryCustomFields.map(Number),
      },
    });
  };

  return (
    <Stack component="form" onSubmit={submit} aria-label={t('screens.admin.customerProperties')}>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('admin.properties.flags')}
          </Title>
          <Switch
            label={t('admin.properties.unitmixAllowed')}
            description={t('admin.properties.unitmixAllowedHelp')}
            checked={form.unitmixAllowed}
            // withdrawing the permission switches the flag off (the server does the same)
            onChange={(e) => setForm({ ...form, unitmixAllowed: e.currentTarget.checked, unitmix: e.currentTarget.checked && form.unitmix })}
          />
          <Switch label={t('admin.properties.unitmix')} description={t('admin.properties.unitmixHelp')} checked={form.unitmix} onChange={(e) => set('unitmix', e.currentTarget.checked)} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('settings.parameters.generation')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
            {Object.keys(GENERATION_PARAMETERS).map((k) => (
              <TextInput
                key={k}
                label={t(`settings.parameters.fields.${k}`)}
                value={form.parameters[k]}
                inputMode="decimal"
                error={isDecimalText(form.parameters[k] ?? '') ? undefined : t('settings.parameters.notANumber')}
                onChange={(e) => set('parameters', { ...form.parameters, [k]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('admin.properties.style')}
          </Title>
          <StyleFields value={form.style} onChange={(v) => set('style', v)} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('admin.properties.other')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.properties.administrationId')} description={t('admin.properties.administrationIdHelp')} maxLength={200} value={form.administrationId} onChange={(e) => set('administrationId', e.currentTarget.value)} />
            <TextInput label={t('admin.properties.geodataKey')} description={t('admin.properties.geodataKeyHelp')} maxLength={200} value={form.geodataKey} onChange={(e) => set('geodataKey', e.currentTarget.value)} />
            <MultiSelect
              label={t('admin.properties.summaryCustomFields')}
              description={t('admin.properties.summaryCustomFieldsHelp')}
              data={(fields.data ?? []).map((f) => ({ value: String(f.id), label: f.name ?? `#${f.id}` }))}
              value={form.summaryCustomFields}
              onChange={(v) => set('summaryCustomFields', v)}
              placeholder={fields.data?.length === 0 ? t('admin.properties.noCustomFields') : undefined}
              disabled={fields.isPending}
              searchable
            />
            <Switch label={t('admin.properties.hasCancelled')} checked={form.hasCancelled} onChange={(e) => set('hasCancelled', e.currentTarget.checked)} mt="lg" />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('settings.parameters.presets')}
          </Title>
          {presets.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('settings.parameters.noPresets')}
            </Text>
          ) : (
            <List size="sm">
              {presets.map((p, i) => (
                <List.Item key={p.id ?? i}>
                  {p.name || `#${i + 1}`} ({t(`settings.parameters.kinds.${p.presetId ?? 1}`)}) · {t('admin.properties.presetUnits', { count: p.units?.length ?? 0 })}
                </List.Item>
              ))}
            </List>
          )}
          <Text size="xs" c="dimmed">
            {t('admin.properties.presetsHelp')}
          </Text>
        </Stack>
      </Paper>
      {update.isError && (
        <Alert color="red" role="alert" variant="light">
          {refusalText(update.error, t)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={update.isPending} disabled={badParameters.length > 0}>
          {t('admin.save')}
        </Button>
        <SaveStatus state={update.isError ? 'idle' : update.status} />
      </Group>
    </Stack>
  );
}

/** A customer's company-level settings: feature flags, generation parameters, style and the other cfg fields. */
function CustomerPropertiesScreen() {
  const { t } = useTranslation();
  const { company_id } = useParams();
  const company = useAdminCompany(company_id);
  const c = company.data;
  const crumbs = [{ to: '/admin/customers', label: t('screens.admin.customers') }, ...(c ? [{ to: `/admin/customers/${c.id}`, label: c.name }] : [])];
  const missing = isApiError(company.error) && (company.error.status === 404 || company.error.status === 400);
  return (
    <AdminFrame screen="admin.customerProperties" crumbs={crumbs} {...(c ? { title: t('admin.properties.title', { name: c.name }) } : {})}>
      {company.isPending ? (
        <Loading />
      ) : missing ? (
        <Alert color="teal" role="alert" title={t('admin.company.notFound')}>
          {t('admin.company.notFoundBody')}
        </Alert>
      ) : company.isError || !c ? (
        <LoadFailed error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <PropertiesForm company={c} />
      )}
    </AdminFrame>
  );
}

export default staffScreen('admin.customerProperties', CustomerPropertiesScreen);
