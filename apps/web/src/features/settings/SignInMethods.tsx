import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSsoConfig } from '../../api/session';
import { SaveStatus } from '../../ui/SaveStatus';
import { useCompanySave } from './useCompanySave';

/**
 * How the company's users sign in (spec: company admins configure their authentication methods): with a password,
 * through their organisation's directory (OpenID Connect), or both. The server refuses switching both off
 * (`keepASignInMethod`); the form says so before sending. Directory sign-in only while staff allow it.
 */
export function SignInMethods({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const save = useCompanySave();
  const stored = session?.company.cfg?.authentication;
  const [local, setLocal] = useState(stored?.local !== false);
  const azureAllowed = stored?.azureAllowed !== false;
  const [azure, setAzure] = useState(azureAllowed && stored?.azure !== false);
  const sso = useSsoConfig();

  const none = !local && !azure;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!none) save.mutate({ cfg: { authentication: { local, azure } } });
  };
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('admin.company.authentication')} data-testid="sign-in-methods">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.company.authentication')}
        </Title>
        <Switch label={t('admin.company.local')} checked={local} onChange={(e) => setLocal(e.currentTarget.checked)} disabled={disabled} />
        <Switch
          label={t('admin.company.azure')}
          description={azureAllowed ? undefined : t('settings.company.azureNotAllowed')}
          checked={azure}
          onChange={(e) => setAzure(e.currentTarget.checked)}
          // staff decide whether the company may use directory sign-in (server: signInMethodsAllowed)
          disabled={disabled || !azureAllowed}
        />
        {sso.data && !sso.data.enabled && (
          <Text size="sm" c="dimmed">
            {t('settings.company.ssoNotConfigured')}
          </Text>
        )}
        {none && (
          <Alert color="red" role="alert" variant="light">
            {t('admin.company.noSignIn')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={disabled || none}>
            {t('settings.company.saveSignIn')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
    </Paper>
  );
}
