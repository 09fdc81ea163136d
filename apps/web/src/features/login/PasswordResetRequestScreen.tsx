import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { authRoutes } from '@plotwise/contracts';

export default function PasswordResetRequestScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: (body: { email: string }) => api.call(authRoutes.passwordResetRequest, { body, expected: [400, 404, 429] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ email: email.trim() });
  };
  const unsupported = isApiError(request.error) && request.error.status === 404;
  return (
    <Stack component="form" onSubmit={submit} data-screen="login.passwordResetRequest" aria-label={t('screens.login.passwordResetRequest')}>
      <Title order={1} size="h3">
        {t('screens.login.passwordResetRequest')}
      </Title>
      <Text size="sm">{t('passwordReset.requestIntro')}</Text>
      {request.isSuccess && (
        <Alert color="teal" role="status">
          {t('passwordReset.requestSent')}
        </Alert>
      )}
      {request.isError && (
        <Alert color={unsupported ? 'yellow' : 'red'} role="alert">
          {unsupported ? t('passwordReset.unsupported') : t('passwordReset.failed')}
        </Alert>
      )}
      <TextInput label={t('login.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <Button type="submit" loading={request.isPending}>
        {t('passwordReset.requestSubmit')}
      </Button>
      <Anchor component={Link} to="/login" size="sm">
        {t('passwordReset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
