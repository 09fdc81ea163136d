import { Button, Divider, Group, MultiSelect, Paper, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authRoutes, locationTableColumns, pinColors, users } from '@plotwise/contracts';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { sessionKey, useSession } from '../../api/session';
import type { SessionAnswer, User } from '@plotwise/contracts';
import { storedSettings } from '../../app/storedSettings';
import { withDefaults, type UserCfg, type UserCfgPatch } from '../../app/userCfg';
import { isLanguage } from '../../i18n/language';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { SaveStatus } from '../../ui/SaveStatus';
import { SettingsFrame } from './SettingsFrame';
import { formFactorChoices } from '../concepts/editor/formFactorRows';

// the same list, in the same order, as the column dialog of the table of locations
const COLUMNS = locationTableColumns;
const FORM_FACTORS = Object.keys(formFactorChoices);

interface Form {
  first_name: string;
  last_name: string;
  email: string;
  /** asked only when the email changes: the server wants it for a new sign-in email */
  currentPassword: string;
  language: string;
  weekly: 'never' | 'weekly';
  alerts: boolean;
  pincolor: UserCfg['pincolor'];
  showlocations: boolean;
  clusterlocations: boolean;
  locationsview: UserCfg['locationsview'];
  listSize: string;
  columns: string[];
  formfactors: string[];
}

function toForm(user: SessionAnswer['user']): Form {
  const cfg = withDefaults(user.cfg);
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    currentPassword: '',
    language: cfg.language ?? 'browser',
    weekly: cfg.emails.weekly,
    alerts: cfg.emails.alerts,
    pincolor: cfg.pincolor,
    showlocations: cfg.showlocations,
    clusterlocations: cfg.clusterlocations,
    locationsview: cfg.locationsview,
    listSize: String(cfg.listSize),
    columns: cfg.columns,
    formfactors: cfg.formfactors,
  };
}

// what the server checks of a user's names and email (contracts), checked at the fields before sending
const USER_SCHEMA = formSchema(users.fields, ['first_name', 'last_name', 'email'], ['email']);

export default function UserSettingsScreen() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  // Start over only when another saved record arrives, not on every optimistic cfg tweak.
  const version = session ? `${session.user.id}@${session.user.updatedAt}` : '';

  const save = useMutation({
    mutationFn: async (f: Form) => {
      const cfg: UserCfgPatch = {
        language: isLanguage(f.language) ? f.language : null,
        emails: { weekly: f.weekly, alerts: f.alerts },
        pincolor: f.pincolor,
        showlocations: f.showlocations,
        clusterlocations: f.clusterlocations,
        locationsview: f.locationsview,
        listSize: Number(f.listSize),
        columns: f.columns,
        formfactors: f.formfactors,
      };
      // a new sign-in email goes first, proven with the current password; the rest is a plain update
      if (emailChanged(f)) await api.call(authRoutes.changeEmail, { body: { email: f.email.trim(), current_password: f.currentPassword }, expected: [401, 403, 409] });
      return api.update('users', userId!, { first_name: f.first_name, last_name: f.last_name, cfg });
    },
    onSuccess: async (user, f) => {
      qc.setQueryData<SessionAnswer | null>(sessionKey, (s) => (s ? { ...s, user: { ...s.user, ...user, cfg: { ...s.user.cfg, ...user.cfg } as SessionAnswer['user']['cfg'] } } : s));
      if (isLanguage(f.language)) {
        storedSettings.set('language', f.language);
        await i18n.changeLanguage(f.language);
      }
      await qc.invalidateQueries({ queryKey: sessionKey });
    },
  });

  const emailChanged = (f: Form) => !!session && f.email.trim().toLowerCase() !== session.user.email.toLowerCase();
  if (!session) return null;
  return (
    <SettingsFrame screen="settings.user" intro={t('settings.user.intro')}>
      <UserForm key={version} initial={toForm(session.user)} save={save} emailChanged={emailChanged} />
    </SettingsFrame>
  );
}

/** The user's own settings; it starts over (a new key) when the saved user changes. */
function UserForm({ initial, save, emailChanged }: { initial: Form; save: UseMutationResult<User, Error, Form>; emailChanged: (f: Form) => boolean }) {
  const { t } = useTranslation();
  const checkContract = zodValidate<Form>(USER_SCHEMA, t);
  // a new sign-in email needs the current password (the server asks for it too)
  const validate = (v: Form) => ({ ...checkContract(v), ...(emailChanged(v) && !v.currentPassword ? { currentPassword: t('ui.form.required') } : {}) });
  const mf = useForm<Form>({ initialValues: initial, validate });
  const form = mf.values;
  const set = <K extends keyof Form>(k: K, v: Form[K]) => mf.setFieldValue(k, v as never);
  const checked = (k: 'first_name' | 'last_name' | 'email') => ({ error: mf.errors[k], onBlur: () => mf.validateField(k) });
  return (
    <Paper withBorder p="lg" component="form" onSubmit={mf.onSubmit((v) => save.mutate(v))} noValidate aria-label={t('screens.settings.user')}>
      <UnsavedChangesGuard dirty={mf.isDirty() && !save.isPending} />
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('settings.user.firstName')} name="first_name" value={form.first_name} onChange={(e) => set('first_name', e.currentTarget.value)} {...checked('first_name')} maxLength={150} />
          <TextInput label={t('settings.user.lastName')} name="last_name" value={form.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} {...checked('last_name')} maxLength={150} />
        </SimpleGrid>
        <TextInput label={t('settings.user.email')} name="email" type="email" required value={form.email} onChange={(e) => set('email', e.currentTarget.value)} {...checked('email')} />
        {emailChanged(form) && (
          <PasswordInput
            label={t('settings.user.currentPassword')}
            description={t('settings.user.currentPasswordHelp')}
            name="current_password"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={(e) => set('currentPassword', e.currentTarget.value)}
            error={mf.errors.currentPassword ?? (isApiError(save.error) && save.error.code === 'invalid_credentials' ? t('settings.user.currentPasswordWrong') : undefined)}
          />
        )}
        <Select
          label={t('settings.user.language')}
          value={form.language}
          onChange={(v) => set('language', v ?? 'browser')}
          allowDeselect={false}
          data={[
            { value: 'browser', label: t('settings.user.languageBrowser') },
            { value: 'nl', label: t('languages.nl') },
            { value: 'en', label: t('languages.en') },
          ]}
        />
        <div>
          <Text size="sm" fw={500} id="weekly-label">
            {t('settings.user.weekly')}
          </Text>
          <SegmentedControl
            aria-labelledby="weekly-label"
            value={form.weekly}
            onChange={(v) => set('weekly', v as Form['weekly'])}
            data={[
              { value: 'never', label: t('settings.user.weeklyNever') },
              { value: 'weekly', label: t('settings.user.weeklyWeekly') },
            ]}
          />
        </div>
        <Switch label={t('settings.user.alerts')} description={t('settings.user.alertsHint')} checked={form.alerts} onChange={(e) => set('alerts', e.currentTarget.checked)} data-testid="settings-alerts" />
        <Divider />
        <Title order={2} size="h4">
          {t('settings.user.preferences')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('settings.user.pincolor')}
            value={form.pincolor}
            allowDeselect={false}
            onChange={(v) => set('pincolor', v ?? 'status')}
            data={pinColors.map((v) => ({ value: v, label: t(`settings.user.pincolors.${v}`) }))}
          />
          <Select
            label={t('settings.user.listSize')}
            value={form.listSize}
            allowDeselect={false}
            onChange={(v) => set('listSize', v ?? '20')}
            data={['10', '20', '50', '100']}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} id="view-label">
            {t('settings.user.locationsview')}
          </Text>
          <SegmentedControl
            aria-labelledby="view-label"
            value={form.locationsview}
            onChange={(v) => set('locationsview', v as Form['locationsview'])}
            data={['map', 'list', 'planboard'].map((v) => ({ value: v, label: t(`settings.user.views.${v}`) }))}
          />
        </div>
        <Group>
          <Switch label={t('settings.user.showlocations')} checked={form.showlocations} onChange={(e) => set('showlocations', e.currentTarget.checked)} />
          <Switch label={t('settings.user.clusterlocations')} checked={form.clusterlocations} onChange={(e) => set('clusterlocations', e.currentTarget.checked)} />
        </Group>
        <MultiSelect
          label={t('settings.user.columns')}
          value={form.columns}
          onChange={(v) => set('columns', v)}
          data={COLUMNS.map((c) => ({ value: c, label: t(`columns.${c}`) }))}
        />
        <MultiSelect
          label={t('settings.user.formfactors')}
          value={form.formfactors}
          onChange={(v) => set('formfactors', v)}
          data={FORM_FACTORS.map((c) => ({ value: c, label: t(`formfactors.${c}`) }))}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
  </Paper>
);
}
