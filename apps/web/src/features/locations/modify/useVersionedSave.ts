import { versionConflictDetailsSchema, type ApiWrite, type Location } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/ApiError';
import { entityKeys } from '../../../api/queries';
import { conflictsOf, resolvedEdit, type FieldConflict } from './conflict';

interface Pending {
  edit: Record<string, unknown>;
  conflicts: FieldConflict[];
  /** the version the conflict was found against: the base of the edit sent after choosing */
  updatedAt: string;
}

/**
 * Saves the changed fields of a location with the version they were based on (the data API's version rule). A 409
 * whose other changes touch none of the user's fields is sent again on the newer version; otherwise the
 * conflicting fields wait in `conflicts` for the user's choice (`resolve`). `onSaved` gets the saved version.
 */
export function useVersionedSave(
  id: number,
  base: Record<string, unknown>,
  onSaved: (saved: Location) => void,
) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const send = async (edit: Record<string, unknown>, version: string): Promise<Location | null> => {
    try {
      // the version rides along as updatedAt: the server answers 409 when the record changed since
      const saved = await api.update('locations', id, { ...edit, updatedAt: version } as ApiWrite<'locations'>, {
        expected: [409],
      });
      setPending(null);
      onSaved(saved);
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
      return saved;
    } catch (e) {
      if (!isApiError(e) || e.code !== 'conflict') throw e;
      const details = versionConflictDetailsSchema.parse(e.details);
      const conflicts = conflictsOf(base, edit, details.current);
      if (!conflicts.length) return send(edit, details.updatedAt);
      setPending({ edit, conflicts, updatedAt: details.updatedAt });
      return null;
    }
  };

  const save = useMutation({
    mutationFn: ({ edit, version }: { edit: Record<string, unknown>; version: string }) =>
      send(edit, version),
  });
  const resolve = (keepMine: Record<string, boolean>) => {
    if (!pending) return;
    const edit = resolvedEdit(pending.edit, pending.conflicts, keepMine);
    if (!Object.keys(edit).length) {
      // every field keeps the colleague's value: nothing to write, show the saved record
      setPending(null);
      void api.detail('locations', id, 0).then((saved) => onSaved(saved as Location));
      return;
    }
    save.mutate({ edit, version: pending.updatedAt });
  };
  return { save, conflicts: pending?.conflicts ?? [], resolve, cancelConflict: () => setPending(null) };
}
