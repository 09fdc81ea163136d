import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { NitrogenFacts } from '../../feasibility/NitrogenFacts';

/**
 * The nitrogen screening, step 1 (issue #43 item 4), in the rules panel: the location's nearest Natura 2000 area
 * (GET /api/locations/detail/{id}/natura2000, under the locations key so a change of parcels refreshes it) and what
 * decides. The construction-phase estimate and the AERIUS calculation are not here yet (docs/concepts.md 11).
 */
export function NitrogenScreening({ locationId }: { locationId: number | undefined }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'natura2000', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.natura2000, { params: { id: locationId! }, signal }),
    enabled: locationId !== undefined,
    staleTime: 5 * 60_000,
  });
  return (
    <Stack gap={6} data-testid="nitrogen-screening" role="group" aria-labelledby="nitrogen-title">
      <Title order={3} size="h6" id="nitrogen-title">
        {t('conceptEditor.nitrogen.title')}
      </Title>
      {q.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
      {q.isError && (
        <Group gap="sm">
          <Text size="sm" c="red.8">{t('conceptEditor.nitrogen.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void q.refetch()}>{t('conceptEditor.noise.retry')}</Button>
        </Group>
      )}
      {q.data && <NitrogenFacts answer={q.data} />}
    </Stack>
  );
}
