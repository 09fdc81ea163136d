import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { authRoutes, checkPassword, type PasswordProblem } from '@plotwise/contracts';

export default function PasswordResetScreen() {
  const { t } = useTranslation();
  const { userkey = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { key: string; password: string }) => api.call(authRoutes.passwordReset, { body, expected: [400, 404, 429] }),
  });
  // the same rules as the server (packages/contracts passwordRules), shown before the form is sent
  const problem = checkPassword(password)[0];
  const mismatch = password !== repeat;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || mismatch) return;
    reset.mutate({ key: userkey, password });
  };
  const unsupported = isApiError(reset.error) && reset.error.status === 404;
  const rejected = isApiError(reset.error) && reset.error.code === 'validation_failed';
  // the server's own checks (a common or guessable password) name their problem: shown at the field, in the user's language
  const serverProblem = isApiError(reset.error) ? (reset.error.details as { problems?: PasswordProblem[] } | undefined)?.problems?.[0] : undefined;
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
      {reset.isError && !serverProblem && (
        <Alert color={unsupported ? 'yellow' : 'red'} role="alert">
          {unsupported ? t('passwordReset.unsupported') : rejected ? t('passwordReset.rejected') : t('passwordReset.invalidKey')}
        </Alert>
      )}
      <PasswordInput
        label={t('passwordReset.newPassword')}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          reset.reset(); // the server's verdict was about the previous password
        }}
        error={touched && problem ? t(`passwordRules.${problem.code}`) : serverProblem ? t(`passwordRules.${serverProblem.code}`) : undefined}
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
