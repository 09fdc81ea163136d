import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format';
import type { SearchQueryRecord } from './searchClient';

const STATUS_COLOURS: Record<string, string> = { research: 'blue', active: 'teal', paused: 'yellow', closed: 'gray' };

/** One saved query in the sortable list: its link, edit and archive buttons, status, type, activity link and last run. */
export function QueryItem({
  query: q,
  name,
  active,
  readOnly,
  onEdit,
  onArchive,
}: {
  query: SearchQueryRecord;
  name: string;
  active: boolean;
  readOnly: boolean;
  onEdit: (q: SearchQueryRecord) => void;
  onArchive: (q: SearchQueryRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const last = q.cfg?.lastResults;
  return (
    <Stack gap={2} data-testid="query-item" data-query-id={q.id}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Anchor component={Link} to={`/opportunities/queries/${q.id}`} fw={600} size="sm" aria-current={active ? 'page' : undefined} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Anchor>
        {!readOnly && (
          <Group gap={0} wrap="nowrap">
            <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => onEdit(q)} aria-label={t('opportunities.queries.edit', { name })}>
              ✎
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => onArchive(q)} aria-label={t('opportunities.queries.archive', { name })}>
              ⌫
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Group gap={6}>
        <Badge size="xs" variant="light" color={(q.status && STATUS_COLOURS[q.status]) || 'gray'}>
          {t(`opportunities.status.${q.status}`)}
        </Badge>
        <Text size="xs">{t(`opportunities.type.${q.type}`)}</Text>
        <Anchor component={Link} to={`/opportunities/queries/${q.id}/activity`} size="xs">
          {t('opportunities.queries.activity')}
        </Anchor>
      </Group>
      {last?.count !== undefined && (
        <Text size="xs" c="gray.7">
          {t('opportunities.queries.lastRun', { count: last.count, formatted: formatNumber(last.count, lang, 0), date: formatDate(last.ranAt, lang, true) })}
        </Text>
      )}
    </Stack>
  );
}

/** The archived queries: a plain list (no order to change), each with a restore button unless read-only. */
export function ArchivedQueries({
  queries,
  name,
  readOnly,
  onRestore,
}: {
  queries: SearchQueryRecord[];
  name: (q: SearchQueryRecord) => string;
  readOnly: boolean;
  onRestore: (q: SearchQueryRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {queries.map((q) => (
        <Paper key={q.id} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{name(q)}</Text>
            {!readOnly && (
              <Button size="compact-xs" variant="light" onClick={() => onRestore(q)}>
                {t('opportunities.queries.restore')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
