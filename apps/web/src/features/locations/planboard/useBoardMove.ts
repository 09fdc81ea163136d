import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LocationTableRow } from '@plotwise/contracts';
import { api } from '../../../api/api';
import type { ListResult } from '../../../api/apiClient';
import { entityKeys } from '../../../api/queries';
import { isPartial, locationTableKey, locationTableQuery, type BoardValue } from '../useLocationTable';
import { applyMove, planMove, type GroupBy, type PlannedMove } from './boardModel';

// the most pairs one PUT /order accepts (contracts' orderBodySchema)
const ORDER_BATCH = 1000;

/**
 * Move a card: the board shows the move at once (the table's cached rows), then the status or phase is saved
 * (PATCH) and the renumbered orders (PUT /locations/order, only changed items). A refusal puts the rows back.
 * Resolves to the plan (null when nothing moved); rejects when saving failed.
 */
export function useBoardMove(values: readonly BoardValue[], groupBy: GroupBy) {
  const qc = useQueryClient();
  return useCallback(
    async (
      cardId: number,
      toValueId: number | null,
      beforeId: number | null,
    ): Promise<PlannedMove | null> => {
      let before = qc.getQueryData<ListResult<LocationTableRow>>(locationTableKey);
      if (!before) return null;
      // the orders are renumbered over the whole column: while the list still loads in parts, wait for all of it
      if (isPartial(before))
        before = await qc.fetchQuery({ ...locationTableQuery(), staleTime: 0 });
      const plan = planMove(before.items, values, groupBy, cardId, toValueId, beforeId);
      if (!plan.change && !plan.order.length) return null;
      await qc.cancelQueries({ queryKey: locationTableKey });
      qc.setQueryData<ListResult<LocationTableRow>>(locationTableKey, {
        ...before,
        items: applyMove(before.items, plan),
      });
      try {
        if (plan.change)
          await api.update(
            'locations',
            plan.change.id,
            plan.change.field === 'status' ? { status: plan.change.value } : { phase: plan.change.value },
          );
        // PUT /order takes at most ORDER_BATCH pairs: a move to the top of a very long column goes in parts
        for (let i = 0; i < plan.order.length; i += ORDER_BATCH)
          await api.order('locations', plan.order.slice(i, i + ORDER_BATCH));
      } catch (e) {
        qc.setQueryData(locationTableKey, before);
        throw e;
      }
      // the board already shows what was saved; the other views of locations (lists, details) reload
      void qc.invalidateQueries({
        queryKey: entityKeys.all('locations'),
        predicate: (q) => q.queryKey[2] !== 'table',
      });
      return plan;
    },
    [qc, values, groupBy],
  );
}
