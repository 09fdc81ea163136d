import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/ApiError';
import { BRK_KEY_REQUEST_URL, useBrkCredentials } from '../../settings/BrkCredentials';
import type { useSiteEdits } from './useSiteEdits';

// why a lookup failed, as the server's details.reason names it (ownership/brkBevragen.ts, fetchOwners.ts)
const REASONS = ['key_refused', 'unknown', 'refused', 'unreachable', 'no_key', 'no_parcels'] as const;

/** The failure in the user's language; the server's (English) message for a reason this screen does not know. */
function failureText(error: Error, t: TFunction): string {
  const reason = isApiError(error) ? (error.details as { reason?: string } | undefined)?.reason : undefined;
  if (reason && (REASONS as readonly string[]).includes(reason)) return t(`modifyPlot.owners_fetch.reasons.${reason}`);
  if (isApiError(error) && error.code === 'network_error') return t('modifyPlot.owners_fetch.reasons.network');
  return error.message;
}

/** "Fetch owners from the Kadaster" for the site's cadastral parcels, or how to get the key it needs. */
export function FetchOwners({ edits }: { edits: ReturnType<typeof useSiteEdits> }) {
  const { t } = useTranslation();
  const credentials = useBrkCredentials();
  const { fetchOwners } = edits;
  if (credentials.data && !credentials.data.configured)
    return (
      <Text size="xs" c="dimmed" data-testid="owners-no-key">
        {t('modifyPlot.owners_fetch.noKey')}{' '}
        <Anchor href={BRK_KEY_REQUEST_URL} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
          {t('settings.brk.request')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/settings/general/company" size="xs" underline="always">
          {t('settings.brk.title')}
        </Anchor>
      </Text>
    );
  return (
    <Stack gap={4}>
      <Button size="xs" variant="light" onClick={() => fetchOwners.mutate()} loading={fetchOwners.isPending} disabled={!credentials.data} data-testid="fetch-owners">
        {t('modifyPlot.owners_fetch.fetch')}
      </Button>
      {fetchOwners.data && (
        <Text size="xs" role="status">
          {t('modifyPlot.owners_fetch.fetched', { count: fetchOwners.data.parcels, owners: fetchOwners.data.owners })}
        </Text>
      )}
      {fetchOwners.isError && (
        <Text size="xs" c="red" role="alert" data-testid="fetch-owners-error">
          {t('modifyPlot.owners_fetch.failed')} {failureText(fetchOwners.error, t)}
        </Text>
      )}
    </Stack>
  );
}
