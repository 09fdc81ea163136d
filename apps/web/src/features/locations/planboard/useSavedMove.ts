import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTableRow } from '@plotwise/contracts';
import type { BoardValue } from '../useLocationTable';
import type { BoardColumn, GroupBy } from './boardModel';
import { useBoardMove } from './useBoardMove';

/**
 * A card's move as the board makes it (useBoardMove), with what the screen shows of it: the count of saves not
 * answered yet, the failure, and the sentence a screen reader announces (where the card landed).
 */
export function useSavedMove({
  values,
  groupBy,
  visible,
  rows,
  noneName,
}: {
  values: readonly BoardValue[];
  groupBy: GroupBy;
  /** the columns as shown (filtered): the announced position counts their cards */
  visible: BoardColumn[];
  rows: LocationTableRow[] | undefined;
  noneName: string;
}) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  // moves whose save has not been answered yet: shown, so nobody closes the tab on an unsaved move
  const [saving, setSaving] = useState(0);
  const move = useBoardMove(values, groupBy);

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
  return { doMove, saving, error, clearError: () => setError(null), announcement };
}
