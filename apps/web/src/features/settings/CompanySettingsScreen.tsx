import { Button, FileInput, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { companies } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys, useEntityList } from '../../api/queries';
import { useSession } from '../../api/session';
import { appConfig } from '../../lib/environment';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { SaveStatus } from '../../ui/SaveStatus';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { BrkCredentials } from './BrkCredentials';
import { DsoCredentials } from './DsoCredentials';
import { StyleFields, withStyleDefaults, type CompanyStyles } from './StyleFields';
import { useCompanySave } from './useCompanySave';
import { CompanyUsers } from './CompanyUsers';
import { SignInMethods } from './SignInMethods';
import { FeatureFlags } from './FeatureFlags';

export const imageUrl = (id: number | string, size: 'img' | 'thumb' = 'thumb') => `${appConfig().services.api}/images/binary/${id}/${size}.png`;

function LogoUpload({ companyId, disabled }: { companyId: number | string; disabled: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const logos = useEntityList('images', { where: { type: 'logo' }, order: '-createdAt', limit: 1 });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('type', 'logo');
      form.set('companyId', String(companyId));
      form.set('file', file);
      return api.upload(form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('images') }),
  });
  const logo = logos.data?.items[0];
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        {logo ? (
          <Image src={imageUrl(logo.id)} alt={t('settings.company.logoAlt')} h={64} w="auto" fit="contain" data-testid="company-logo" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.company.noLogo')}
          </Text>
        )}
        <FileInput
          label={t('settings.company.logo')}
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          disabled={disabled}
          placeholder={t('settings.company.chooseLogo')}
          onChange={(file) => file && upload.mutate(file)}
          clearable={false}
          w={260}
        />
      </Group>
      <SaveStatus state={upload.status} error={upload.error} />
    </Stack>
  );
}

interface CompanyForm {
  name: string;
  styles: CompanyStyles;
}
// what the server checks of the company's name (contracts), checked at the field before sending
const COMPANY_SCHEMA = formSchema(companies.fields, ['name'], ['name']);

/** The form of the company's name and styles; it starts over (a new key) when the saved company changes. */
function CompanyForm({ initial, companyKey, canAdmin, save }: { initial: CompanyForm; companyKey: string; canAdmin: boolean; save: ReturnType<typeof useCompanySave> }) {
  const { t } = useTranslation();
  const form = useForm<CompanyForm>({ initialValues: initial, validate: zodValidate(COMPANY_SCHEMA, t), validateInputOnBlur: true });
  return (
    <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit((v) => save.mutate({ name: v.name.trim(), cfg: { style: v.styles } }))} noValidate aria-label={t('screens.settings.company')}>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Stack>
        <TextInput label={t('settings.company.name')} name="company_name" required {...form.getInputProps('name')} disabled={!canAdmin} maxLength={200} />
        <Text size="sm" c="dimmed">
          {t('settings.company.key')}: {companyKey}
        </Text>
        <Title order={2} size="h4">
          {t('settings.company.styles')}
        </Title>
        <StyleFields value={form.values.styles} onChange={(v) => form.setFieldValue('styles', v)} disabled={!canAdmin} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!canAdmin}>
            {t('common.save')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
    </Paper>
  );
}

export default function CompanySettingsScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const canAdmin = useCanAdmin();
  const save = useCompanySave();
  const company = session?.company;
  if (!company) return null;
  const initial: CompanyForm = { name: company.name ?? '', styles: withStyleDefaults(company.cfg?.style) };
  return (
    <SettingsFrame screen="settings.company" intro={t('settings.company.intro')} adminOnly>
      <CompanyForm key={JSON.stringify(initial)} initial={initial} companyKey={company.key ?? ''} canAdmin={canAdmin} save={save} />
      <Paper withBorder p="lg">
        <LogoUpload companyId={company.id} disabled={!canAdmin} />
      </Paper>
      <SignInMethods disabled={!canAdmin} />
      <FeatureFlags disabled={!canAdmin} />
      <BrkCredentials disabled={!canAdmin} />
      <DsoCredentials disabled={!canAdmin} />
      <CompanyUsers />
    </SettingsFrame>
  );
}
