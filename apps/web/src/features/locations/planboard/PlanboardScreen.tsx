import {
  Alert,
  Button,
  Group,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { LocationTableRow } from '@plotwise/contracts';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { useLocationTable, useLocationVocabulary } from '../useLocationTable';
import {
  boardColumns,
  filterCards,
  keyboardTarget,
  type BoardColumn,
  type CardFilter,
  type GroupBy,
} from './boardModel';
import { BoardColumnView, type CardFocus } from './BoardColumnView';
import { useBoardMove } from './useBoardMove';

const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const;

/** /locations/planboard/:location_id?: the company's locations as cards in a column per status or phase. */
export default function PlanboardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { location_id } = useParams();
  const highlightId = location_id ? Number(location_id) : null;
  const table = useLocationTable();
  const vocabulary = useLocationVocabulary();
  const [groupBy, setGroupBy] = useState<GroupBy>('status');
  const [filter, setFilter] = useState<CardFilter>({ text: '', labelId: null, assignee: null });
  const [focus, setFocus] = useState<CardFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  // moves whose save has not been answered yet: shown, so nobody closes the tab on an unsaved move
  const [saving, setSaving] = useState(0);
  const { height } = useViewportSize();
  const values = vocabulary[groupBy];
  const move = useBoardMove(values, groupBy);

  const rows = table.data?.items;
  const columns = useMemo(
    () =>
      boardColumns(
        (rows ?? []).filter((r) => !r.archived),
        values,
        groupBy,
      ),
    [rows, values, groupBy],
  );
  const visible = useMemo<BoardColumn[]>(
    () => columns.map((c) => ({ ...c, cards: filterCards(c.cards, filter) })),
    [columns, filter],
  );
  const noneName = groupBy === 'status' ? t('planboard.noStatus') : t('planboard.noPhase');

  // `from`: what had the focus when the user asked; the card takes the focus only if the user has not moved it since
  const focusCard = (id: number, from: Element | null = document.activeElement) =>
    setFocus((f) => ({ id, seq: (f?.seq ?? 0) + 1, from }));
  const open = useCallback(
    (card: LocationTableRow) => navigate(`/locations/detail/${card.id}/modify`),
    [navigate],
  );

  const doMove = useCallback(
    async (cardId: number, toValueId: number | null, beforeId: number | null) => {
      setError(null);
      setSaving((n) => n + 1);
      try {
        const plan = await move(cardId, toValueId, beforeId);
        if (!plan) return;
        const col = visible.find((c) => c.valueId === toValueId);
        const card = rows?.find((r) => r.id === cardId);
        const position =
          beforeId === null
            ? (col?.cards.filter((c) => c.id !== cardId).length ?? 0) + 1
            : Math.max(
                1,
                (col?.cards.filter((c) => c.id !== cardId).findIndex((c) => c.id === beforeId) ?? 0) + 1,
              );
        setAnnouncement(
          t('planboard.moved', { name: card?.name ?? cardId, column: col?.name ?? noneName, position }),
        );
      } catch {
        setError(t('planboard.saveFailed'));
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [move, visible, rows, t, noneName],
  );

  const onCardKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>, card: LocationTableRow) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        open(card);
        return;
      }
      const dir = ARROWS[e.key as keyof typeof ARROWS];
      if (!dir) return;
      e.preventDefault();
      if (e.altKey) {
        const target = keyboardTarget(visible, card.id, dir);
        if (!target) return;
        const from = document.activeElement;
        void doMove(card.id, target.toValueId, target.beforeId).then(() => focusCard(card.id, from));
        return;
      }
      // without Alt the arrows walk the board: up and down in the column, left and right to the next column's first card
      const ci = visible.findIndex((c) => c.cards.some((r) => r.id === card.id));
      const col = visible[ci]!;
      const i = col.cards.findIndex((r) => r.id === card.id);
      if (dir === 'up' || dir === 'down') {
        const next = col.cards[dir === 'up' ? i - 1 : i + 1];
        if (next) focusCard(next.id);
        return;
      }
      const step = dir === 'left' ? -1 : 1;
      for (let j = ci + step; j >= 0 && j < visible.length; j += step) {
        const first = visible[j]!.cards[0];
        if (first) {
          focusCard(first.id);
          return;
        }
      }
    },
    [visible, doMove, open],
  );

  const listHeight = Math.max(320, (height || 900) - 300);
  return (
    <Stack gap="sm" p="xs" data-screen="locations.planboard" data-saving={saving}>
      <Group justify="space-between" align="flex-end">
        <ScreenTitle
          title={t('screens.locations.planboard')}
          intro={
            rows
              ? t('planboard.cards', { count: visible.reduce((n, c) => n + c.cards.length, 0) })
              : undefined
          }
        />
        <Button variant="default" component={Link} to="/locations/list">
          {t('planboard.toList')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <Stack gap={2}>
          <Text size="sm" fw={500} id="planboard-groupby">
            {t('planboard.groupBy')}
          </Text>
          <SegmentedControl
            aria-labelledby="planboard-groupby"
            value={groupBy}
            onChange={(v) => setGroupBy(v as GroupBy)}
            data={[
              { value: 'status', label: t('planboard.byStatus') },
              { value: 'phase', label: t('planboard.byPhase') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('planboard.search')}
          value={filter.text}
          onChange={(e) => setFilter({ ...filter, text: e.currentTarget.value })}
          w={240}
        />
        <Select
          label={t('locationsTable.filters.label')}
          placeholder={t('locationsTable.filters.all')}
          clearable
          data={vocabulary.labels.map((l) => ({ value: String(l.id), label: l.name ?? '' }))}
          value={filter.labelId === null ? null : String(filter.labelId)}
          onChange={(v) => setFilter({ ...filter, labelId: v === null ? null : Number(v) })}
          w={180}
        />
        <Select
          label={t('locationsTable.filters.assignee')}
          placeholder={t('locationsTable.filters.all')}
          clearable
          data={[
            { value: 'none', label: t('locationsTable.filters.nobody') },
            ...vocabulary.users.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          value={filter.assignee === null ? null : String(filter.assignee)}
          onChange={(v) =>
            setFilter({ ...filter, assignee: v === null ? null : v === 'none' ? 'none' : Number(v) })
          }
          w={180}
        />
      </Group>
      <Group gap="md">
        <Text size="xs" c="dimmed" id="planboard-help">
          {t('planboard.help')}
        </Text>
        {saving > 0 && (
          <Text size="xs" c="dimmed" data-testid="planboard-saving">
            {t('planboard.saving')}
          </Text>
        )}
      </Group>
      <VisuallyHidden aria-live="polite" data-testid="planboard-announcement">
        {announcement}
      </VisuallyHidden>
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {table.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('planboard.failed')}{' '}
          <Button size="compact-xs" variant="light" onClick={() => void table.refetch()}>
            {t('ui.table.retry')}
          </Button>
        </Alert>
      ) : !rows || vocabulary.loading ? (
        <Text size="sm">{t('ui.table.loading')}</Text>
      ) : (
        <>
          {values.length === 0 && (
            <Alert color="gray" variant="light">
              {t('planboard.noValues')}
            </Alert>
          )}
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="planboard">
              {visible.map((c) => (
                <BoardColumnView
                  key={`${groupBy}-${c.key}`}
                  column={c}
                  cards={c.cards}
                  noneName={noneName}
                  highlightId={highlightId}
                  focus={focus}
                  height={listHeight}
                  onDropCard={(id, to, before) => {
                    const from = document.activeElement;
                    void doMove(id, to, before).then(() => focusCard(id, from));
                  }}
                  onCardKeyDown={onCardKeyDown}
                  onOpen={open}
                />
              ))}
            </Group>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}
