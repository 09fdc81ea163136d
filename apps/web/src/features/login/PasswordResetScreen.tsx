import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { authRoutes, type PasswordProblem } from '@plotwise/contracts';
import { checkPasswordReset, type PasswordResetForm as Form } from './passwordResetForm';

/** The password rule the server refused the password by (a common or guessable one), if it named one. */
const serverProblem = (error: unknown): PasswordProblem | undefined =>
  isApiError(error)
    ? (error.details as { problems?: PasswordProblem[] } | undefined)?.problems?.[0]
    : undefined;

export default function PasswordResetScreen() {
  const { t } = useTranslation();
  const { userkey = '' } = useParams();
  const reset = useMutation({
    mutationFn: (body: { key: string; password: string }) =>
      api.call(authRoutes.passwordReset, { body, expected: [400, 404, 429] }),
  });
  const form = useForm<Form>({
    initialValues: { password: '', repeat: '' },
    validate: checkPasswordReset(t),
    // the server's verdict was about the previous password
    onValuesChange: (v, previous) => {
      if (v.password !== previous.password) reset.reset();
    },
  });
  const submit = ({ password }: Form) =>
    reset.mutate(
      { key: userkey, password },
      {
        // the server's own checks name their problem: shown at the field, in the user's language
        onError: (error) => {
          const problem = serverProblem(error);
          if (problem) form.setFieldError('password', t(`passwordRules.${problem.code}`));
        },
      },
    );
  const unsupported = isApiError(reset.error) && reset.error.status === 404;
  const rejected = isApiError(reset.error) && reset.error.code === 'validation_failed';
  return (
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      data-screen="login.passwordReset"
      aria-label={t('screens.login.passwordReset')}
    >
      <Stack>
        <Title order={1} size="h3">
          {t('screens.login.passwordReset')}
        </Title>
        {reset.isSuccess && (
          <Alert color="teal" role="status">
            {t('passwordReset.done')}
          </Alert>
        )}
        {reset.isError && !serverProblem(reset.error) && (
          <Alert color={unsupported ? 'yellow' : 'red'} role="alert">
            {unsupported
              ? t('passwordReset.unsupported')
              : rejected
                ? t('passwordReset.rejected')
                : t('passwordReset.invalidKey')}
          </Alert>
        )}
        <PasswordInput
          label={t('passwordReset.newPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('passwordReset.repeat')}
          autoComplete="new-password"
          required
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" loading={reset.isPending}>
          {t('passwordReset.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('passwordReset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
