import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { loudestNearby } from '@plotwise/core/feasibility/index';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { formatNumber } from '../../../lib/format';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { NitrogenFacts } from '../../feasibility/NitrogenFacts';
import { useParkingNorms, useParkingPresence } from '../../feasibility/parkingQueries';

/**
 * The feasibility pre-checks at the location before anything is designed (issue #43 item 6): the loudest noise band of
 * each source within reach judged by its Bkl norms, the nearest Natura 2000 area, and whether the municipality's
 * parking norms and the presence table of their double use are entered. A concept's own checks (its façades, its
 * programme) are in the concept editor.
 */
export function FeasibilitySection({ locationId, municipality }: { locationId: number; municipality: string | null }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, 0);
  // under the locations key, as the editor reads them: a change of the parcels refreshes them
  const noise = useQuery({
    queryKey: [...entityKeys.all('locations'), 'noise', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.noise, { params: { id: locationId }, signal }),
  });
  const nitrogen = useQuery({
    queryKey: [...entityKeys.all('locations'), 'natura2000', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.natura2000, { params: { id: locationId }, signal }),
  });
  const place = municipality?.trim() ?? '';
  const norms = useParkingNorms(place);
  // the presence table decides whether a mixed programme's norms add up or share places (double use)
  const presence = useParkingPresence(place);
  const nota = norms.data?.[0];
  const presenceTable = presence.data?.[0];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="feasibility-title" data-testid="feasibility-section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="feasibility-title">
          {t('locationModify.feasibility.title')}
        </Title>
        <Title order={3} size="h6">{t('locationModify.feasibility.noise', { radius: noise.data?.radiusMeters ?? 100 })}</Title>
        {noise.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
        {noise.isError && <Text size="sm" c="red.8">{t('conceptEditor.noise.failed')}</Text>}
        {noise.data && !noise.data.layerImported && <Text size="sm">{t('conceptEditor.noise.noLayer')}</Text>}
        {noise.data?.layerImported && noise.data.contours.length === 0 && <Text size="sm">{t('conceptEditor.noise.noContours', { radius: noise.data.radiusMeters })}</Text>}
        {noise.data?.layerImported &&
          loudestNearby(noise.data.contours).map((e) => (
            <Group key={e.sourceClass} gap={6} wrap="nowrap" data-testid="feasibility-noise" data-verdict={e.verdict ?? ''}>
              {e.verdict && (
                <Badge variant="light" color={e.verdict === 'within' ? 'teal' : e.verdict === 'above_limit' ? 'red' : 'yellow'} styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}>
                  {t(`feasibility.noise.verdict.${e.verdict}`)}
                </Badge>
              )}
              <Text size="sm">
                {t('locationModify.feasibility.band', { name: e.sourceName || t(`feasibility.noise.class.${e.sourceClass}`), source: t(`feasibility.noise.class.${e.sourceClass}`), from: n(e.ldenDb), to: n(e.bandTopDb) })}
                {e.standardDb !== null && e.limitDb !== null && ` · ${t('feasibility.noise.norms', { standard: n(e.standardDb), limit: n(e.limitDb) })}`}
              </Text>
            </Group>
          ))}
        <Title order={3} size="h6">{t('locationModify.feasibility.nitrogen')}</Title>
        {nitrogen.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
        {nitrogen.isError && <Text size="sm" c="red.8">{t('conceptEditor.nitrogen.failed')}</Text>}
        {nitrogen.data && <NitrogenFacts answer={nitrogen.data} />}
        <Title order={3} size="h6">{t('locationModify.feasibility.parking')}</Title>
        <Text size="sm" data-testid="feasibility-parking">
          {!place
            ? t('locationModify.feasibility.noMunicipality')
            : norms.data && nota
              ? t('locationModify.feasibility.normsEntered', { count: norms.data.length, municipality: place, title: nota.sourceTitle, year: nota.year })
              : norms.data
                ? t('locationModify.feasibility.noNorms', { municipality: place })
                : t('common.loading')}
        </Text>
        {place && presence.data && (
          <Text size="sm" data-testid="feasibility-presence">
            {presenceTable
              ? t('locationModify.feasibility.presenceEntered', { title: presenceTable.sourceTitle, year: presenceTable.year })
              : t('locationModify.feasibility.noPresence')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
