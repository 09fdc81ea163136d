import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRK_KEY_REQUEST_URL, useBrkCredentials } from '../../settings/BrkCredentials';
import type { useSiteEdits } from './useSiteEdits';

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
        <Text size="xs" c="red" role="alert">
          {t('modifyPlot.owners_fetch.failed')} {fetchOwners.error.message}
        </Text>
      )}
    </Stack>
  );
}
