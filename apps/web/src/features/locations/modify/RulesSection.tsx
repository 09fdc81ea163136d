import { Paper, Stack, Text, Title } from '@mantine/core';
import { locationRoutes } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { DsoFetchPanel } from './DsoFetchPanel';
import { LocationRules } from './LocationRules';
import { PlanSources } from './PlanSources';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/** The omgevingsplan rules at the location's parcels (or its point): check status, citations, norm values. */
export function RulesSection({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  // under the locations key: a change of the parcels refreshes it
  const q = useQuery({
    queryKey: [...entityKeys.all('locations'), 'omgevingsplan', String(locationId)],
    queryFn: ({ signal }) => api.call(locationRoutes.omgevingsplan, { params: { id: locationId }, signal }),
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rules-title" data-testid="rules-section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rules-title">
          {t('locationModify.rulesTitle')}
        </Title>
        {q.isPending && <LoadingIndicator size="sm" label={t('common.loading')} />}
        {q.isError && <Text c="red.8">{t('locationModify.rules.failed')}</Text>}
        {q.data &&
          (q.data.omgevingsplan ? (
            <LocationRules plan={q.data.omgevingsplan} setAside={new Set(q.data.sources.filter((d) => d.setAside === 'imported').map((d) => d.regeling))} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('locationModify.rules.none')}
            </Text>
          ))}
        {q.data && <PlanSources sources={q.data.sources} />}
        <DsoFetchPanel locationId={locationId} />
      </Stack>
    </Paper>
  );
}
