import { useCallback, useMemo, useState } from 'react';

/**
 * The list's checked rows by id: `toggle` one (stable, so the columns that use it are not rebuilt), `setAll` to
 * every shown row or none; `selectedRows` and `allSelected` count only the rows shown.
 */
export function useRowSelection<R extends { id: number }>(rows: R[] | undefined) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const shownIds = useMemo(() => new Set((rows ?? []).map((r) => r.id)), [rows]);
  const selectedRows = (rows ?? []).filter((r) => selected.has(r.id));
  const allSelected = !!rows?.length && selectedRows.length === rows.length;
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const setAll = (on: boolean) => setSelected(on ? new Set(shownIds) : new Set());
  return { selected, selectedRows, allSelected, toggle, setAll };
}
