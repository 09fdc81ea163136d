import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../api/session';

/**
 * What a choice with nothing to choose from says under itself (issue #42 item 1): why it is empty and who fills it - a
 * link to the settings page for an admin, "an admin of your company" for a user. Null while there are options.
 */
export function useEmptyChoiceHint(optionCount: number, what: string, settingsPath: string): ReactNode {
  const { t } = useTranslation();
  const { data: session } = useSession();
  if (optionCount > 0) return null;
  const canSetUp = !!(session?.user.is_admin || session?.user.is_staff);
  // underlined: a link inside a line of text must not be told apart by its colour alone (axe link-in-text-block)
  return canSetUp ? (
    <>
      {t('emptyChoice.admin', { what })}{' '}
      <Anchor component={Link} to={settingsPath} size="xs" underline="always">
        {t('emptyChoice.open')}
      </Anchor>
    </>
  ) : (
    t('emptyChoice.user', { what })
  );
}
