import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { useLogin } from '../../api/session';
import { LanguagePicker } from './LanguagePicker';
import { SsoError, SsoSignIn } from './SsoSignIn';

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
export const safeNext = (next: string | null): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/home/gettingstarted';

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: () => void navigate(safeNext(search.get('next')), { replace: true }) });
  };

  const error = login.error;
  const message = !error
    ? null
    : isApiError(error) && error.code === 'invalid_credentials'
      ? t('login.invalid')
      : isApiError(error) && error.status === 429
        ? t('login.tooMany')
        : isApiError(error) && error.code === 'forbidden'
          ? t('login.sso.passwordOff')
          : t('login.failed');

  return (
    <Stack component="form" onSubmit={submit} data-screen="login.login" aria-label={t('screens.login.login')}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('screens.login.login')}
        </Title>
        <LanguagePicker />
      </Group>
      <SsoError code={search.get('error')} />
      {message && (
        <Alert color="red" role="alert" data-testid="login-error">
          {message}
        </Alert>
      )}
      <TextInput label={t('login.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <PasswordInput label={t('login.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <Button type="submit" loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <SsoSignIn />
      <Anchor component={Link} to="/login/password_reset_request" size="sm">
        {t('login.forgot')}
      </Anchor>
    </Stack>
  );
}
