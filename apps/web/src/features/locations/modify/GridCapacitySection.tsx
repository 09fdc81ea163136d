import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { GridCapacityLine } from '../../map/GridCapacityLine';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/** Grid congestion at the location's parcels (or its point): the operators' worst colour with the MW and the date. */
export function GridCapacitySection({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  // under the locations key: a change of the parcels refreshes it
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'gridcapacity', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.gridCapacity, { params: { id: locationId }, signal }),
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="grid-capacity-title" data-testid="grid-capacity-section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="grid-capacity-title">
          {t('locationModify.gridTitle')}
        </Title>
        {q.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
        {q.isError && (
          <Group gap="sm">
            <Text c="red.8">{t('locationModify.grid.failed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void q.refetch()}>
              {t('locationModify.grid.retry')}
            </Button>
          </Group>
        )}
        {q.data &&
          (q.data.gridCapacity ? (
            <GridCapacityLine grid={q.data.gridCapacity} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('locationModify.grid.none')}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
