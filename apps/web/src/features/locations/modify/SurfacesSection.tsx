import { Paper, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { SurfacesTable } from '../../map/SurfacesTable';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/** The paved, green, water and built m² of the BGT inside the location's parcels (what the form factors start from). */
export function SurfacesSection({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  // under the locations key: a change of the parcels refreshes it
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'surfaces', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.surfaces, { params: { id: locationId }, signal }),
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="surfaces-title" data-testid="surfaces-section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="surfaces-title">
          {t('locationModify.surfacesTitle')}
        </Title>
        {q.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
        {q.isError && (
          <Text c="red.8" role="alert">
            {t('locationModify.surfaces.failed')}
          </Text>
        )}
        {q.data &&
          (q.data.surfaces ? (
            <SurfacesTable surfaces={q.data.surfaces} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('locationModify.surfaces.none')}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
