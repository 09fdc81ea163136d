import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';

export const MIN_PASSWORD_LENGTH = 10;

export default function PasswordResetScreen() {
  const { t } = useTranslation();
  const { userkey = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { userkey: string; password: string }) => api.request<void>('POST', '/auth/password_reset', { body, expected: [400, 404, 410] }),
  });
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = password !== repeat;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (tooShort || mismatch) return;
    reset.mutate({ userkey, password });
  };
  const unsupported = isApiError(reset.error) && reset.error.status === 404 && reset.error.code !== 'invalid_reset_key';
  return (
    <Stack component="form" onSubmit={submit} data-screen="login.passwordReset" aria-label={t('screens.login.passwordReset')}>
      <Title order={1} size="h3">
        {t('screens.login.passwordReset')}
      </Title>
      {reset.isSuccess && (
        <Alert color="teal" role="status">
          {t('passwordReset.done')}
        </Alert>
      )}
      {reset.isError && (
        <Alert color={unsupported ? 'yellow' : 'red'} role="alert">
          {unsupported ? t('passwordReset.unsupported') : t('passwordReset.invalidKey')}
        </Alert>
      )}
      <PasswordInput
        label={t('passwordReset.newPassword')}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={touched && tooShort ? t('passwordReset.tooShort', { count: MIN_PASSWORD_LENGTH }) : undefined}
      />
      <PasswordInput
        label={t('passwordReset.repeat')}
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.currentTarget.value)}
        error={touched && mismatch ? t('passwordReset.mismatch') : undefined}
      />
      <Button type="submit" loading={reset.isPending}>
        {t('passwordReset.submit')}
      </Button>
      <Anchor component={Link} to="/login" size="sm">
        {t('passwordReset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
