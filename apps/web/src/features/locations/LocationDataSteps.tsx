import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { locationRoutes, type ApiRecord } from '@plotwise/contracts';
import { loadStates } from '@plotwise/contracts/enums/locationEnums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';

const STEPS = ['getAddress', 'getDestinationPlan', 'getRegulations'] as const;
// shade 9: the light badges' text keeps a 4.5:1 contrast on their tinted ground (axe, WCAG AA)
const STATE_COLOR: Record<number, string> = { [loadStates.notStarted]: 'gray.9', [loadStates.loading]: 'blue.9', [loadStates.failed]: 'red.9', [loadStates.success]: 'green.9' };

/**
 * Where a location's data from the registers stands (address, zoning plan, rules), with "refresh data": the one
 * command that reads them again from the site's parcels, or from the parcels under its position.
 */
export function LocationDataSteps({ location }: { location: ApiRecord<'locations'> }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => api.call(locationRoutes.enrich, { params: { id: location.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const running = refresh.isPending;
  return (
    <Stack gap={4} data-testid="location-data-steps">
      <Group gap={4}>
        {STEPS.map((s) => {
          const state = running ? loadStates.loading : (location.cfg?.status?.[s] ?? loadStates.notStarted);
          return (
            <Badge key={s} size="xs" variant="light" color={STATE_COLOR[state]} title={t(`map.loadStates.${state}`)} data-step={s} data-state={state}>
              {t(`map.steps.${s}`)}: {t(`map.loadStates.${state}`)}
            </Badge>
          );
        })}
        <Button size="compact-xs" variant="subtle" onClick={() => refresh.mutate()} loading={running} data-testid="refresh-data">
          {t('locationData.refresh')}
        </Button>
      </Group>
      {refresh.data?.from === 'nothing' && (
        <Text size="xs" c="dimmed" role="status">
          {t('locationData.nothing')}
        </Text>
      )}
      {refresh.isError && (
        <Text size="xs" c="red" role="alert">
          {t('locationData.failed')} {refresh.error.message}
        </Text>
      )}
    </Stack>
  );
}
