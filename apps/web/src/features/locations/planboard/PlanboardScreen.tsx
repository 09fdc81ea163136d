import { Alert, Button, Group, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { LocationTableRow } from '@plotwise/contracts';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { keyboardTarget } from './boardModel';
import { BoardColumnView, type CardFocus } from './BoardColumnView';
import { walkTarget } from './boardWalk';
import { PlanboardFilters } from './PlanboardFilters';
import { usePlanboard } from './usePlanboard';
import { useSavedMove } from './useSavedMove';

const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const;

/** The line of help under the filters, "saving" while a move is unanswered, the announcement and the error. */
function PlanboardNotices({
  saving,
  announcement,
  error,
  onCloseError,
}: {
  saving: number;
  announcement: string;
  error: string | null;
  onCloseError: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={onCloseError}>
          {error}
        </Alert>
      )}
    </>
  );
}

/** /locations/planboard/:location_id?: the company's locations as cards in a column per status or phase. */
export default function PlanboardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { location_id } = useParams();
  const highlightId = location_id ? Number(location_id) : null;
  const { table, vocabulary, groupBy, setGroupBy, filter, setFilter, values, rows, visible } = usePlanboard();
  const [focus, setFocus] = useState<CardFocus | null>(null);
  const { height } = useViewportSize();
  const noneName = groupBy === 'status' ? t('planboard.noStatus') : t('planboard.noPhase');

  // `from`: what had the focus when the user asked; the card takes the focus only if the user has not moved it since
  const focusCard = (id: number, from: Element | null = document.activeElement) =>
    setFocus((f) => ({ id, seq: (f?.seq ?? 0) + 1, from }));
  const open = useCallback(
    (card: LocationTableRow) => navigate(`/locations/detail/${card.id}/modify`),
    [navigate],
  );

  const { doMove, saving, error, clearError, announcement } = useSavedMove({
    values,
    groupBy,
    visible,
    rows,
    noneName,
  });

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
      const next = walkTarget(visible, card.id, dir);
      if (next !== undefined) focusCard(next);
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
      <PlanboardFilters
        groupBy={groupBy}
        onGroupBy={setGroupBy}
        filter={filter}
        onFilter={setFilter}
        vocabulary={vocabulary}
      />
      <PlanboardNotices saving={saving} announcement={announcement} error={error} onCloseError={clearError} />
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
