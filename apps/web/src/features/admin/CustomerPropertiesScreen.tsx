import { Alert, Button, Group, List, MultiSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { companycfgs, type AdminCompany } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { GENERATION_PARAMETERS, PARAMETER_PATHS, PARAMETERS_SCHEMA, trimmedParameters, withParameterTexts } from '../settings/generationParameters';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';
import { StyleFields, withStyleDefaults, type CompanyStyles } from '../settings/StyleFields';
import { SaveStatus } from '../../ui/SaveStatus';
import { refusalText } from '../../ui/refusalText';
import { useAdminCompany, useAdminCustomFields, useUpdateCompany } from './adminApi';
import { AdminFrame, LoadFailed, Loading, staffScreen } from '../../ui/AdminFrame';

interface PropertiesForm {
  unitmix: boolean;
  unitmixAllowed: boolean;
  azureAllowed: boolean;
  parameters: Record<string, string>;
  style: CompanyStyles;
  administrationId: string;
  geodataKey: string;
  hasCancelled: boolean;
  summaryCustomFields: string[];
}
type Form = UseFormReturnType<PropertiesForm>;

const toForm = (c: AdminCompany): PropertiesForm => ({
  unitmix: !!c.cfg?.flags?.unitmix,
  unitmixAllowed: !!c.cfg?.flags?.unitmixAllowed,
  azureAllowed: c.cfg?.authentication?.azureAllowed !== false,
  parameters: Object.fromEntries(Object.entries(GENERATION_PARAMETERS).map(([k, d]) => [k, (c.cfg?.parameters as Record<string, string | null> | null | undefined)?.[k] ?? d])),
  style: withStyleDefaults(c.cfg?.style),
  administrationId: c.cfg?.administrationId ?? '',
  geodataKey: c.cfg?.geodataKey ?? '',
  hasCancelled: !!c.cfg?.hasCancelled,
  summaryCustomFields: (c.cfg?.summaryCustomFields ?? []).map(String),
});

// what the server checks of the parameters and the other texts (contracts), checked at the fields before sending
const PROPERTIES_SCHEMA = formSchema(companycfgs.fields, ['administrationId', 'geodataKey']).extend({ parameters: PARAMETERS_SCHEMA });
/** A refused field of the cfg ("cfg.parameters.street_width") at the form's field of the same path. */
const fieldOfCfg = (path: string) => (path.startsWith('cfg.parameters.') || path === 'cfg.administrationId' || path === 'cfg.geodataKey' ? path.slice(4) : null);

function FlagsSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('admin.properties.flags')}
        </Title>
        <Switch
          label={t('admin.properties.unitmixAllowed')}
          description={t('admin.properties.unitmixAllowedHelp')}
          checked={form.values.unitmixAllowed}
          // withdrawing the permission switches the flag off (the server does the same)
          onChange={(e) => {
            const allowed = e.currentTarget.checked;
            form.setFieldValue('unitmixAllowed', allowed);
            if (!allowed) form.setFieldValue('unitmix', false);
          }}
        />
        <Switch label={t('admin.properties.unitmix')} description={t('admin.properties.unitmixHelp')} {...form.getInputProps('unitmix', { type: 'checkbox' })} />
        {/* withdrawing it switches directory sign-in off and password sign-in on (server: signInMethodsAllowed) */}
        <Switch label={t('admin.properties.azureAllowed')} description={t('admin.properties.azureAllowedHelp')} {...form.getInputProps('azureAllowed', { type: 'checkbox' })} />
      </Stack>
    </Paper>
  );
}

function OtherSection({ form, companyId }: { form: Form; companyId: number }) {
  const { t } = useTranslation();
  const fields = useAdminCustomFields(companyId);
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('admin.properties.other')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.properties.administrationId')} description={t('admin.properties.administrationIdHelp')} maxLength={200} {...form.getInputProps('administrationId')} />
          <TextInput label={t('admin.properties.geodataKey')} description={t('admin.properties.geodataKeyHelp')} maxLength={200} {...form.getInputProps('geodataKey')} />
          <MultiSelect
            label={t('admin.properties.summaryCustomFields')}
            description={t('admin.properties.summaryCustomFieldsHelp')}
            data={(fields.data ?? []).map((f) => ({ value: String(f.id), label: f.name ?? `#${f.id}` }))}
            {...form.getInputProps('summaryCustomFields')}
            placeholder={fields.data?.length === 0 ? t('admin.properties.noCustomFields') : undefined}
            disabled={fields.isPending}
            searchable
          />
          <Switch label={t('admin.properties.hasCancelled')} {...form.getInputProps('hasCancelled', { type: 'checkbox' })} mt="lg" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The company's presets, read only: the company's admins edit them in their settings. */
function PresetsSummary({ presets }: { presets: NonNullable<NonNullable<AdminCompany['cfg']>['presets']> }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The company's properties; it starts over (a new key) when the saved company changes. */
function PropertiesForm({ company, initial, update }: { company: AdminCompany; initial: PropertiesForm; update: ReturnType<typeof useUpdateCompany> }) {
  const { t } = useTranslation();
  const checkContract = zodValidate<PropertiesForm>(PROPERTIES_SCHEMA, t);
  // the parameters are checked while typing, as they always were
  const form = useForm<PropertiesForm>({ initialValues: initial, validate: (v) => withParameterTexts(checkContract(v), t), validateInputOnChange: PARAMETER_PATHS });
  const submit = (v: PropertiesForm) =>
    update.mutate(
      {
        cfg: {
          flags: { unitmix: v.unitmix, unitmixAllowed: v.unitmixAllowed },
          authentication: { azureAllowed: v.azureAllowed },
          parameters: trimmedParameters(v.parameters),
          style: v.style,
          administrationId: v.administrationId.trim() || null,
          geodataKey: v.geodataKey.trim() || null,
          hasCancelled: v.hasCancelled,
          summaryCustomFields: v.summaryCustomFields.map(Number),
        },
      },
      {
        // what was sent is what is saved, even where the saved company reads the same as before
        onSuccess: () => form.resetDirty(),
        onError: (e) => form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(e, fieldOfCfg) })),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('screens.admin.customerProperties')}>
      <Stack>
        <UnsavedChangesGuard dirty={form.isDirty() && !update.isPending} />
        <FlagsSection form={form} />
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
                  placeholder={GENERATION_PARAMETERS[k] === '' ? t('settings.parameters.noMaximum') : undefined}
                  {...form.getInputProps(`parameters.${k}`)}
                  inputMode="decimal"
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
            <StyleFields value={form.values.style} onChange={(v) => form.setFieldValue('style', v)} />
          </Stack>
        </Paper>
        <OtherSection form={form} companyId={company.id} />
        <PresetsSummary presets={company.cfg?.presets ?? []} />
        {update.isError && (
          <Alert color="red" role="alert" variant="light">
            {refusalText(update.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('admin.save')}
          </Button>
          <SaveStatus state={update.isError ? 'idle' : update.status} />
        </Group>
      </Stack>
    </form>
  );
}

/** The form with the save that outlives it: the saved company starts the form over, the status stays. */
function Properties({ company }: { company: AdminCompany }) {
  const update = useUpdateCompany(company.id);
  const initial = toForm(company);
  return <PropertiesForm key={JSON.stringify(initial)} company={company} initial={initial} update={update} />;
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
        <Properties company={c} />
      )}
    </AdminFrame>
  );
}

export default staffScreen('admin.customerProperties', CustomerPropertiesScreen);
