import { useMemo, useState } from 'react';
import { useLocationTable, useLocationVocabulary } from '../useLocationTable';
import { boardColumns, filterCards, type BoardColumn, type CardFilter, type GroupBy } from './boardModel';

/**
 * The planboard's data: the locations and the company's values, grouped by status or phase into columns (archived
 * locations left out), and those columns with only the cards the filters let through (`visible`).
 */
export function usePlanboard() {
  const table = useLocationTable();
  const vocabulary = useLocationVocabulary();
  const [groupBy, setGroupBy] = useState<GroupBy>('status');
  const [filter, setFilter] = useState<CardFilter>({ text: '', labelId: null, assignee: null });
  const values = vocabulary[groupBy];

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
  return { table, vocabulary, groupBy, setGroupBy, filter, setFilter, values, rows, visible };
}
