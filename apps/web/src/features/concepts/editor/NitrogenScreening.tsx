import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { formatDate, formatNumber } from '../../../lib/format';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/**
 * The nitrogen screening, step 1 (issue #43 item 4): the nearest Natura 2000 area to the location with its distance,
 * the use phase all-electric as the Bbl asks of new buildings, and what decides (an AERIUS calculation: any deposition
 * above 0.00 mol/ha a year on a nitrogen-sensitive habitat needs a permit). Without the layer it says nothing was
 * screened. The construction-phase estimate and the AERIUS calculation are not here yet, and the panel says so.
 */
export function NitrogenScreening({ locationId }: { locationId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'natura2000', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.natura2000, { params: { id: locationId! }, signal }),
    enabled: locationId !== undefined,
    staleTime: 5 * 60_000,
  });
  const n = q.data?.nearest;
  const km = (m: number) => (m >= 1000 ? `${formatNumber(m / 1000, lang, 1)} km` : `${formatNumber(m, lang, 0)} m`);
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
      {q.data && !q.data.layerImported && <Text size="sm" data-testid="nitrogen-not-screened">{t('conceptEditor.nitrogen.noLayer')}</Text>}
      {q.data?.layerImported && !n && <Text size="sm">{t('conceptEditor.nitrogen.noneWithin', { km: Math.round(q.data.searchedMeters / 1000) })}</Text>}
      {n && (
        <Text size="sm" data-testid="nitrogen-nearest" data-distance={n.distanceMeters} data-site-code={n.siteCode ?? ''}>
          {n.distanceMeters === 0
            ? t('conceptEditor.nitrogen.inside', { name: n.name })
            : t('conceptEditor.nitrogen.nearest', { name: n.name, distance: km(n.distanceMeters) })}
          {(n.siteCode || n.status) && ` (${[n.siteCode, n.status].filter(Boolean).join(', ')})`}
          {' · '}
          {t(n.nitrogenSensitive === true ? 'conceptEditor.nitrogen.sensitive' : n.nitrogenSensitive === false ? 'conceptEditor.nitrogen.notSensitive' : 'conceptEditor.nitrogen.sensitivityUnknown')}
        </Text>
      )}
      {q.data?.layerImported && (
        <>
          <Text size="xs">{t('conceptEditor.nitrogen.usePhase')}</Text>
          <Text size="xs">{t('conceptEditor.nitrogen.decides')}</Text>
          <Text size="xs" c="dimmed">
            {t('conceptEditor.nitrogen.source', { date: q.data.asOf ? formatDate(q.data.asOf, lang) : t('feasibility.noise.noDate') })}
          </Text>
        </>
      )}
    </Stack>
  );
}
