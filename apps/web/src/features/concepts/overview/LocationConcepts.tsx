import { Alert, Button, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { useEntityDetail, useEntityList } from '../../../api/queries';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { byOrder, moveItem, nextOrder, orderChanges } from '../../../lib/order';
import { locationPath, type LinkableLocation } from '../../../lib/links';
import { SaveStatus } from '../../../ui/SaveStatus';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { ConceptCard } from './ConceptCard';
import { CompareConcepts } from './CompareConcepts';
import { NewConceptMenu } from './NewConceptMenu';
import { useConceptComparison, useConceptMutations } from './useConceptListActions';
import { useUndoableDelete } from '../../../ui/useUndoableDelete';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

type ConceptRow = ApiRecord<'concepts'>;

/** The concepts of one location: cards, creating, renaming, reordering, duplicating, deleting with undo, comparing. */
export function LocationConcepts({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  // depth 2: the same query the concepts' generation reads, so the location is fetched once for all cards
  const location = useEntityDetail('locations', locationId, 2);
  const list = useEntityList('concepts', { where: { locationId }, order: 'order', limit: 500 });
  const { create, update, remove, order, copy, fromPreset, last } = useConceptMutations(
    locationId,
    location.data,
  );
  const deletion = useUndoableDelete<ConceptRow>((c) => remove.mutateAsync(c.id));
  const { isHidden } = deletion;
  const concepts = useMemo(
    () => [...(list.data?.items ?? [])].sort(byOrder).filter((c) => !isHidden(c.id)),
    [list.data, isHidden],
  );
  const comparison = useConceptComparison();
  const { selected, compared } = comparison;

  if (location.error && isNotFound(location.error)) return <NotFoundScreen />;
  const title = location.data
    ? t('conceptsOverview.titleOf', { name: location.data.name || `#${locationId}` })
    : t('screens.concepts.overview');
  const move = (index: number, step: -1 | 1) => {
    const changes = orderChanges(moveItem(concepts, index, index + step));
    if (changes.length) order.mutate(changes);
  };
  const newEmpty = () =>
    create.mutate({
      name: t('conceptsOverview.newName', { n: concepts.length + 1 }),
      locationId,
      order: nextOrder(concepts),
    });
  return (
    <Stack data-screen="concepts.overview" data-testid="location-concepts">
      <ConceptsHeader
        title={title}
        locationId={locationId}
        location={location.data}
        concepts={concepts}
        compareCount={selected.length}
        onCompare={() => comparison.setComparing(true)}
        busy={create.isPending || copy.isPending || fromPreset.isPending}
        onEmpty={newEmpty}
        onPreset={(presetId, name) => fromPreset.mutate({ presetId, name })}
        onCopy={(c) => copy.mutate(c)}
      />
      <SaveStatus state={last?.status ?? 'idle'} error={last?.error} />
      {deletion.pending && (
        <Alert
          color="yellow"
          data-testid="concept-deleted"
          title={t('conceptsOverview.deleted', { name: deletion.pending.name || `#${deletion.pending.id}` })}
        >
          <Button size="xs" variant="white" onClick={deletion.undo} data-testid="concept-undo">
            {t('conceptsOverview.undo')}
          </Button>
        </Alert>
      )}
      {comparison.comparing && compared.length >= 2 && (
        <CompareConcepts concepts={compared} onClose={() => comparison.setComparing(false)} />
      )}
      {list.isPending || location.isPending ? (
        <Center p="xl">
          <LoadingIndicator label={t('common.loading')} />
        </Center>
      ) : list.error || location.error ? (
        <Alert color="red" title={t('conceptsOverview.loadFailed')}>
          {String((list.error ?? location.error)?.message)}
        </Alert>
      ) : concepts.length === 0 ? (
        <Stack align="flex-start" data-testid="concepts-empty">
          <Text>{t('conceptsOverview.none')}</Text>
          <Button onClick={newEmpty} loading={create.isPending}>
            {t('conceptsOverview.newEmpty')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {concepts.map((c, i) => (
            <ConceptCard
              key={c.id}
              concept={c}
              locationId={locationId}
              actions={{
                onRename: (name) => update.mutate({ id: c.id, body: { name } }),
                onDuplicate: () => copy.mutate(c),
                onDelete: () => {
                  comparison.unselect(c.id);
                  deletion.remove(c);
                },
                onMove: (step) => move(i, step),
                canMoveUp: i > 0,
                canMoveDown: i < concepts.length - 1,
                selected: selected.includes(c.id),
                onSelect: (on) => comparison.select(c.id, on),
                onGenerated: comparison.onGenerated,
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The title with the compare and new-concept buttons, and links to the location and to all locations. */
function ConceptsHeader({
  title,
  locationId,
  location,
  concepts,
  compareCount,
  onCompare,
  busy,
  onEmpty,
  onPreset,
  onCopy,
}: {
  title: string;
  locationId: number;
  /** the location, for the link that opens it (the spec's link rule); the editor while it loads */
  location: LinkableLocation | undefined;
  concepts: ConceptRow[];
  compareCount: number;
  onCompare: () => void;
  busy: boolean;
  onEmpty: () => void;
  onPreset: (presetId: number, name: string) => void;
  onCopy: (c: ConceptRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <ScreenTitle title={title} intro={t('conceptsOverview.intro')} />
        <Group gap="xs">
          <Button
            variant="default"
            disabled={compareCount < 2}
            onClick={onCompare}
            data-testid="compare-concepts"
          >
            {t('conceptsOverview.compare.button', { count: compareCount })}
          </Button>
          <NewConceptMenu
            concepts={concepts}
            busy={busy}
            onEmpty={onEmpty}
            onPreset={onPreset}
            onCopy={onCopy}
          />
        </Group>
      </Group>
      <Group gap="xs">
        <Text size="sm" component={Link} to={location ? locationPath(location) : `/locations/modify/${locationId}`} c="blue">
          {t('conceptsOverview.toLocation')}
        </Text>
        <Text size="sm" component={Link} to="/concepts" c="blue">
          {t('conceptsOverview.allLocations')}
        </Text>
      </Group>
    </>
  );
}
