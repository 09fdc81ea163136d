import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBodySchema, type LoginBody } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { useLogin } from '../../api/session';
import { bodyFields } from '../../ui/form/bodyFields';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { LanguagePicker } from './LanguagePicker';
import { SsoError, SsoSignIn } from './SsoSignIn';

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
export const safeNext = (next: string | null): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/home/gettingstarted';

// what the server checks of a sign-in (contracts), checked at the fields before sending
const LOGIN_SCHEMA = formSchema(bodyFields(loginBodySchema), ['email', 'password'], ['email']);

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: zodValidate<LoginBody>(LOGIN_SCHEMA, t),
  });

  const submit = ({ email, password }: LoginBody) =>
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate(safeNext(search.get('next')), { replace: true }) },
    );

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
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      data-screen="login.login"
      aria-label={t('screens.login.login')}
    >
      <Stack>
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
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <SsoSignIn />
        <Anchor component={Link} to="/login/password_reset_request" size="sm">
          {t('login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
