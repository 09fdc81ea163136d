import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { entityKeys } from '../../api/queries';
import { refusalText } from '../../ui/refusalText';
import { NotesPanel } from './ActivityNotes';
import { NewMatchesPanel, RunsPanel } from './ActivityPanels';
import { searchClient } from './searchClient';
import { searchKeys } from './useSearchCatalogue';

/**
 * /opportunities/queries/:query_id/activity: the saved query's runs over time, the plots that newly match
 * since the run before the latest, and the notes linked to the query.
 */
export default function ActivityScreen() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = Number(useParams().query_id);
  const valid = Number.isInteger(id) && id > 0;
  const activity = useQuery({ queryKey: searchKeys.activity(id), queryFn: ({ signal }) => searchClient.activity(id, signal), enabled: valid });
  const run = useMutation({
    mutationFn: () => searchClient.run(id),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: searchKeys.activity(id) }), qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') })]),
  });

  const missing = !valid || (activity.isError && isApiError(activity.error) && activity.error.status === 404);
  const a = activity.data;
  return (
    <Stack gap="md" p="xs" data-screen="opportunities.activity">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {a ? t('opportunities.activity.title', { name: a.query.name || t('opportunities.queries.unnamed') }) : t('screens.opportunities.activity')}
          </Title>
          <Text c="gray.7" mt={4} size="sm">
            {t('opportunities.activity.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/opportunities">
            {t('opportunities.activity.allQueries')}
          </Button>
          {valid && !missing && (
            <Button variant="default" component={Link} to={`/opportunities/queries/${id}`} data-testid="open-query">
              {t('opportunities.activity.openQuery')}
            </Button>
          )}
          {valid && !missing && (
            <Button onClick={() => run.mutate()} loading={run.isPending} data-testid="run-now">
              {t('opportunities.activity.runNow')}
            </Button>
          )}
        </Group>
      </Group>
      {run.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('opportunities.run.failed')} {refusalText(run.error, t)}
        </Alert>
      )}
      {missing ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.builder.notFound')}</Text>
        </Alert>
      ) : activity.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('opportunities.activity.loading')}</Text>
        </Group>
      ) : activity.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.activity.failed')}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => void activity.refetch()}>
            {t('opportunities.retry')}
          </Button>
        </Alert>
      ) : (
        a && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <RunsPanel runs={a.runs} />
            <Stack gap="md">
              <NewMatchesPanel queryId={id} activity={a} />
              <NotesPanel queryId={id} notes={a.notes} />
            </Stack>
          </SimpleGrid>
        )
      )}
    </Stack>
  );
}
