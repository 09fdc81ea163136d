import { Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { refusalText } from '../../ui/refusalText';
import { displayName, type Action, type ManagedUser, type Viewer } from './userActions';
import { DANGER, userColumns } from './userColumns';

/**
 * An action on a user, confirmed first: `ask` opens its dialog (`dialog` goes into the table), which runs it and
 * shows a refusal; `done` is the sentence of the last one that succeeded.
 */
function useUserAction(onAction: (user: ManagedUser, action: Action) => Promise<unknown>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ user: ManagedUser; action: Action } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await onAction(pending.user, pending.action);
      setDone(t(`companyUsers.actions.${pending.action}.done`, { name: displayName(pending.user) }));
      setPending(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  // stable: the table's columns keep it
  const ask = useCallback((user: ManagedUser, action: Action) => {
    setError(null);
    setPending({ user, action });
  }, []);
  const name = pending ? displayName(pending.user) : '';
  const dialog = (
    <ConfirmDialog
      opened={!!pending}
      title={pending ? t(`companyUsers.actions.${pending.action}.title`, { name }) : ''}
      body={pending ? t(`companyUsers.actions.${pending.action}.body`, { name }) : ''}
      confirmLabel={pending ? t(`companyUsers.actions.${pending.action}.label`) : ''}
      danger={!!pending && DANGER.includes(pending.action)}
      pending={busy}
      error={error ? refusalText(error, t) : null}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );
  return { ask, dialog, done };
}

/**
 * A table of users with their roles and state, and (unless read-only) a menu of actions per user, each
 * confirmed in a dialog. Used by staff (all companies, one company) and by company admins (their own).
 */
export function UserTable({
  users,
  viewer,
  activeAdmins,
  showCompany,
  readOnly,
  caption,
  onAction,
}: {
  users: ManagedUser[];
  viewer: Viewer;
  activeAdmins?: number;
  showCompany?: boolean;
  readOnly?: boolean;
  caption: string;
  onAction: (user: ManagedUser, action: Action) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const { ask, dialog, done } = useUserAction(onAction);
  const lang = i18n.language;
  const columns = useMemo(
    () => userColumns({ t, lang, viewer, activeAdmins, onAsk: ask }),
    [t, lang, viewer, activeAdmins, ask],
  );

  return (
    <>
      <DataTable
        columns={columns.filter((c) => (c.id !== 'company' || showCompany) && (c.id !== 'actions' || !readOnly))}
        rows={users}
        rowId={(u) => u.id}
        label={caption}
        testId="user-table"
        striped
        minWidth={600}
        rowProps={(u) => ({ 'data-testid': 'user-row', 'data-email': u.email })}
      />
      <Text size="sm" role="status" aria-live="polite" data-testid="user-action-status">
        {done}
      </Text>
      {dialog}
    </>
  );
}
