import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { entityKeys, useEntityDetail, useEntityList, useEntityMutations } from '../../../api/queries';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { byOrder, moveItem, nextOrder, orderChanges } from '../../../lib/order';
import { SaveStatus } from '../../shared/SaveStatus';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { conceptSite } from '../shared/conceptSite';
import { ConceptCard } from './ConceptCard';
import { CompareConcepts } from './CompareConcepts';
import type { ComparedConcept } from './conceptFigures';
import { conceptFromPreset, copyConcept } from './conceptsApi';
import { NewConceptMenu } from './NewConceptMenu';
import { useUndoableDelete } from './useUndoableDelete';

type ConceptRow = ApiRecord<'concepts'>;
const MAX_COMPARED = 3;

/** The concepts of one location: cards, creating, renaming, reordering, duplicating, deleting with undo, comparing. */
export function LocationConcepts({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // depth 2: the same query the concepts' generation reads, so the location is fetched once for all cards
  const location = useEntityDetail('locations', locationId, 2);
  const list = useEntityList('concepts', { where: { locationId }, order: 'order', limit: 500 });
  const { create, update, remove, order } = useEntityMutations('concepts', [entityKeys.all('locations')]);
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: entityKeys.all('concepts') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('buildings') }),
      qc.invalidateQueries({ queryKey: entityKeys.all('units') }),
    ]);
  const copy = useMutation({
    mutationFn: (c: ConceptRow) =>
      copyConcept(c.id, { name: t('conceptsOverview.copyName', { name: c.name || `#${c.id}` }) }),
    onSuccess: refresh,
  });
  const fromPreset = useMutation({
    mutationFn: ({ presetId, name }: { presetId: number; name: string }) =>
      conceptFromPreset({
        locationId,
        presetId,
        ...(name.trim() ? { name: name.trim() } : {}),
        // the building stands on the middle of the site (plots or buildable area), not on the address point
        ...(location.data
          ? { x: conceptSite(location.data).centre.x, y: conceptSite(location.data).centre.y }
          : {}),
      }),
    onSuccess: refresh,
  });
  const deletion = useUndoableDelete<ConceptRow>((c) => remove.mutateAsync(c.id));
  const { isHidden } = deletion;
  const concepts = useMemo(
    () => [...(list.data?.items ?? [])].sort(byOrder).filter((c) => !isHidden(c.id)),
    [list.data, isHidden],
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [generated, setGenerated] = useState<Record<number, ComparedConcept>>({});
  const onGenerated = useCallback(
    (c: ComparedConcept) => setGenerated((g) => (g[c.id] === c ? g : { ...g, [c.id]: c })),
    [],
  );
  const mutations = [create, update, remove, order, copy, fromPreset];
  const last =
    mutations.find((m) => m.isPending) ??
    mutations.find((m) => m.isError) ??
    mutations.find((m) => m.isSuccess);

  if (location.error && isNotFound(location.error)) return <NotFoundScreen />;
  const title = location.data
    ? t('conceptsOverview.titleOf', { name: location.data.name || `#${locationId}` })
    : t('screens.concepts.overview');
  const move = (index: number, step: -1 | 1) => {
    const changes = orderChanges(moveItem(concepts, index, index + step));
    if (changes.length) order.mutate(changes);
  };
  const compared = selected.map((id) => generated[id]).filter((c): c is ComparedConcept => !!c);
  const newEmpty = () =>
    create.mutate({
      name: t('conceptsOverview.newName', { n: concepts.length + 1 }),
      locationId,
      order: nextOrder(concepts),
    });
  return (
    <Stack data-screen="concepts.overview" data-testid="location-concepts">
      <Group justify="space-between" align="flex-end">
        <ScreenTitle title={title} intro={t('conceptsOverview.intro')} />
        <Group gap="xs">
          <Button
            variant="default"
            disabled={selected.length < 2}
            onClick={() => setComparing(true)}
            data-testid="compare-concepts"
          >
            {t('conceptsOverview.compare.button', { count: selected.length })}
          </Button>
          <NewConceptMenu
            concepts={concepts}
            busy={create.isPending || copy.isPending || fromPreset.isPending}
            onEmpty={newEmpty}
            onPreset={(presetId, name) => fromPreset.mutate({ presetId, name })}
            onCopy={(c) => copy.mutate(c)}
          />
        </Group>
      </Group>
      <Group gap="xs">
        <Text size="sm" component={Link} to={`/locations/modify/${locationId}`} c="blue">
          {t('conceptsOverview.toLocation')}
        </Text>
        <Text size="sm" component={Link} to="/concepts" c="blue">
          {t('conceptsOverview.allLocations')}
        </Text>
      </Group>
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
      {comparing && compared.length >= 2 && (
        <CompareConcepts concepts={compared} onClose={() => setComparing(false)} />
      )}
      {list.isPending || location.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('common.loading')} />
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
                  setSelected((s) => s.filter((x) => x !== c.id));
                  deletion.remove(c);
                },
                onMove: (step) => move(i, step),
                canMoveUp: i > 0,
                canMoveDown: i < concepts.length - 1,
                selected: selected.includes(c.id),
                onSelect: (on) =>
                  setSelected((s) =>
                    on
                      ? [...s.filter((x) => x !== c.id), c.id].slice(-MAX_COMPARED)
                      : s.filter((x) => x !== c.id),
                  ),
                onGenerated,
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
