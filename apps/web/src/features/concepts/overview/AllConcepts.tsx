import { Alert, Anchor, Center, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useEntityList } from '../../../api/queries';
import { byOrder } from '../../../lib/order';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { ConceptCard } from './ConceptCard';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

type ConceptRow = ApiRecord<'concepts'>;
const MAX = 500;

/** /concepts without a location: every concept of the company, grouped by location (cards link to each location's page). */
export function AllConcepts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const concepts = useEntityList('concepts', { order: 'order', limit: MAX });
  const locations = useEntityList('locations', { order: 'name', limit: MAX, where: { archived: false } });
  const groups = useMemo(() => {
    const byLocation = new Map<number, ConceptRow[]>();
    for (const c of concepts.data?.items ?? [])
      byLocation.set(c.locationId, [...(byLocation.get(c.locationId) ?? []), c]);
    return (locations.data?.items ?? [])
      .filter((l) => byLocation.has(l.id))
      .map((l) => ({ location: l, concepts: byLocation.get(l.id)!.sort(byOrder) }));
  }, [concepts.data, locations.data]);
  const picker = (
    <Select
      label={t('conceptsOverview.openLocation')}
      searchable
      maw={420}
      data={(locations.data?.items ?? [])
        .filter((l) => l.type !== 1)
        .map((l) => ({ value: String(l.id), label: l.name || `#${l.id}` }))}
      onChange={(v) => v && navigate(`/concepts/${v}`)}
      data-testid="concepts-location-picker"
    />
  );
  return (
    <Stack data-screen="concepts.overview" data-testid="all-concepts">
      <ScreenTitle title={t('screens.concepts.overview')} intro={t('conceptsOverview.allIntro')} />
      {picker}
      {concepts.isPending || locations.isPending ? (
        <Center p="xl">
          <LoadingIndicator label={t('common.loading')} />
        </Center>
      ) : concepts.error || locations.error ? (
        <Alert color="red" title={t('conceptsOverview.loadFailed')}>
          {String((concepts.error ?? locations.error)?.message)}
        </Alert>
      ) : groups.length === 0 ? (
        <Text data-testid="concepts-empty">{t('conceptsOverview.noneAnywhere')}</Text>
      ) : (
        groups.map(({ location, concepts: list }) => (
          <Stack key={location.id} gap="xs" data-testid="concepts-group">
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/concepts/${location.id}`}>
                {location.name || `#${location.id}`}
              </Anchor>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
              {list.map((c) => (
                <ConceptCard key={c.id} concept={c} locationId={location.id} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
