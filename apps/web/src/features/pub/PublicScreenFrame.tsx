import { Alert, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/** Loading, not found (unknown, draft and hidden look the same) or the page. */
export function PublicScreenFrame({
  screen,
  pending,
  failed,
  notFound,
  children,
}: {
  screen: string;
  pending: boolean;
  failed: boolean;
  /** what is missing, when the page knows it better than "this publication" (a park of a survey) */
  notFound?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending || failed)
    return (
      <Center mih="50vh" p="xl" data-screen={screen}>
        {pending ? (
          <LoadingIndicator label={t('common.loading')} />
        ) : (
          <Alert color="yellow" role="alert" data-testid="pub-not-found">
            {notFound ?? t('pub.notFound')}
          </Alert>
        )}
      </Center>
    );
  return <div data-screen={screen}>{children}</div>;
}
