import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { authRoutes, passwordResetRequestBodySchema } from '@plotwise/contracts';
import { bodyFields } from '../../ui/form/bodyFields';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';

interface Form {
  email: string;
}

// what the server checks of the request (contracts), checked at the field before sending
const REQUEST_SCHEMA = formSchema(bodyFields(passwordResetRequestBodySchema), ['email'], ['email']);

export default function PasswordResetRequestScreen() {
  const { t } = useTranslation();
  const form = useForm<Form>({
    initialValues: { email: '' },
    validate: zodValidate<Form>(REQUEST_SCHEMA, t),
  });
  const request = useMutation({
    mutationFn: (body: Form) =>
      api.call(authRoutes.passwordResetRequest, { body, expected: [400, 404, 429] }),
  });
  const unsupported = isApiError(request.error) && request.error.status === 404;
  return (
    <form
      onSubmit={form.onSubmit(({ email }) => request.mutate({ email: email.trim() }))}
      noValidate
      data-screen="login.passwordResetRequest"
      aria-label={t('screens.login.passwordResetRequest')}
    >
      <Stack>
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
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending}>
          {t('passwordReset.requestSubmit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('passwordReset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
