import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntityList } from '../../api/queries';
import { formatDate } from '../../lib/format';
import { locationPath } from '../../lib/links';

/** The signed-in user's open tasks (notes of kind task, open, assigned to them), soonest due first, each linking to its location. */
export function OpenTasks({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const tasks = useEntityList('notes', {
    where: { type: 'task', status: 'open', assignedTo: userId },
    order: 'targetAt,id',
    limit: 50,
  });
  const ids = [
    ...new Set(
      (tasks.data?.items ?? []).map((n) => n.locationId).filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const places = useEntityList('locations', { where: { id: { in: ids } }, limit: 100 }, ids.length > 0);
  const placeOf = new Map((places.data?.items ?? []).map((l) => [l.id, l]));
  const place = (id: number | null | undefined) => (typeof id === 'number' ? placeOf.get(id) : undefined);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="open-tasks-title"
      data-testid="open-tasks"
    >
      <Title order={2} size="h4" id="open-tasks-title" mb="xs">
        {t('locationModify.openTasks.title')}
      </Title>
      {tasks.isError && <Text c="red.8">{t('locationModify.openTasks.failed')}</Text>}
      {tasks.isSuccess && tasks.data.items.length === 0 && (
        <Text c="dimmed">{t('locationModify.openTasks.empty')}</Text>
      )}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {(tasks.data?.items ?? []).map((n) => (
          <li key={n.id} data-testid="open-task">
            {n.locationId ? (
              <Anchor component={Link} to={`/locations/detail/${n.locationId}/modify`}>
                {n.name}
              </Anchor>
            ) : (
              <Text span>{n.name}</Text>
            )}
            {/* the task's name opens the editor, where the task is done; its location's name opens the location by
                the spec's link rule (on the map, or the list for an empty project) */}
            {place(n.locationId) && (
              <Text span size="sm" c="dimmed">
                {' · '}
                <Anchor component={Link} to={locationPath(place(n.locationId)!)} size="sm" data-testid="open-task-location">
                  {place(n.locationId)!.name || `#${n.locationId}`}
                </Anchor>
              </Text>
            )}
            {n.targetAt && (
              <Text span size="sm" c="dimmed">
                {` · ${t('locationModify.openTasks.due', { date: formatDate(n.targetAt, i18n.language) })}`}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Card>
  );
}
