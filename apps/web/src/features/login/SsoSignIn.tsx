import { Alert, Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ssoErrorCodes, type SsoErrorCode } from '@plotwise/contracts';
import { useSsoConfig } from '../../api/session';
import { appConfig } from '../../lib/environment';

const isSsoError = (code: string | null): code is SsoErrorCode => !!code && (ssoErrorCodes as readonly string[]).includes(code);

/** Why the last directory sign-in failed, from the `?error=` the server's callback sends back (nothing for other codes). */
export function SsoError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!isSsoError(code)) return null;
  return (
    <Alert color="red" role="alert" data-testid="sso-error">
      {t(`login.sso.errors.${code}`)}
    </Alert>
  );
}

/**
 * "Sign in with your organisation": shown only when the server has a directory (OpenID Connect) configured. It is a
 * plain link, because the sign-in leaves the app for the organisation's own sign-in page and comes back signed in.
 */
export function SsoSignIn() {
  const { t } = useTranslation();
  const config = useSsoConfig();

  if (!config.data?.enabled) return null;
  return (
    <>
      <Divider label={t('login.sso.or')} labelPosition="center" />
      <Button component="a" href={`${appConfig().services.api}/auth/sso/start`} variant="default" data-testid="sso-sign-in">
        {t('login.sso.button')}
      </Button>
    </>
  );
}
