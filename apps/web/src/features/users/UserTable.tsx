import { ActionIcon, Anchor, Badge, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import type { MailBounce } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { refusalText } from './refusalText';
import { actionsFor, displayName, type Action, type ManagedUser, type Viewer } from './userActions';

const DANGER: Action[] = ['deactivate', 'revokeAdmin', 'revokeStaff'];

/** The state of a user as one word: deactivated, invitation pending, never signed in, or active. */
function userStatus(u: ManagedUser): 'inactive' | 'invited' | 'neverSignedIn' | 'active' {
  if (!u.isActive) return 'inactive';
  if (u.hasPassword === false) return 'invited';
  if (u.lastLoginAt === null) return 'neverSignedIn';
  return 'active';
}

// shade 9 (7 for gray) on white keeps the outline badges above 4.5:1 (WCAG AA)
const STATUS_COLOR = { inactive: 'gray.7', invited: 'indigo.9', neverSignedIn: 'blue.9', active: 'teal.9' } as const;

/** "Bounced", with why and when as its title (and for screen readers, which skip titles, as hidden text). */
function BounceBadge({ bounce }: { bounce: MailBounce }) {
  const { t, i18n } = useTranslation();
  const why = t('companyUsers.bounce.title', { reason: bounce.reason, date: formatDate(bounce.bouncedAt, i18n.language) });
  // red.9 on white keeps the contrast of the other outline badges
  return (
    <Badge color="red.9" variant="outline" miw="max-content" title={why} data-testid="user-bounce">
      {t('companyUsers.bounce.label')}
      <VisuallyHidden>{`: ${why}`}</VisuallyHidden>
    </Badge>
  );
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
  const name = pending ? displayName(pending.user) : '';
  const lang = i18n.language;
  const columns = useMemo<DataColumn<ManagedUser>[]>(
    () => [
      {
        id: 'name',
        header: t('companyUsers.columns.name'),
        sortValue: (u) => displayName(u),
        cell: (u) => (
          <>
            {displayName(u) !== u.email && (
              <Text size="sm" fw={500}>
                {displayName(u)}
              </Text>
            )}
            <Text size="sm" c={displayName(u) !== u.email ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {u.email}
            </Text>
          </>
        ),
      },
      {
        id: 'company',
        header: t('companyUsers.columns.company'),
        sortValue: (u) => u.companyName,
        cell: (u) => (
          <Anchor component={Link} to={`/admin/customers/${u.companyId}`} size="sm">
            {u.companyName}
          </Anchor>
        ),
      },
      {
        id: 'roles',
        header: t('companyUsers.columns.roles'),
        sortValue: (u) => (u.isStaff ? 0 : u.isAdmin ? 1 : 2),
        cell: (u) => (
          <Group gap={4} wrap="nowrap">
            {u.isStaff && (
              <Badge color="grape.9" variant="outline" miw="max-content">
                {t('companyUsers.roles.staff')}
              </Badge>
            )}
            {u.isAdmin && (
              <Badge color="teal.9" variant="outline" miw="max-content">
                {t('companyUsers.roles.admin')}
              </Badge>
            )}
            {!u.isAdmin && !u.isStaff && (
              <Text size="sm" c="dimmed">
                {t('companyUsers.roles.user')}
              </Text>
            )}
          </Group>
        ),
      },
      {
        id: 'status',
        header: t('companyUsers.columns.status'),
        sortValue: (u) => userStatus(u),
        cell: (u) => (
          <Group gap={4} wrap="nowrap">
            <Badge color={STATUS_COLOR[userStatus(u)]} variant="outline" miw="max-content" data-testid="user-status">
              {t(`companyUsers.status.${userStatus(u)}`)}
            </Badge>
            {u.bounce && <BounceBadge bounce={u.bounce} />}
          </Group>
        ),
      },
      {
        id: 'lastLogin',
        header: t('companyUsers.columns.lastLogin'),
        sortValue: (u) => u.lastLoginAt,
        cell: (u) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{u.lastLoginAt ? formatDate(u.lastLoginAt, lang) : t('companyUsers.never')}</Text>,
      },
      {
        id: 'actions',
        header: t('companyUsers.columns.actions'),
        headerHidden: true,
        ownClick: true,
        cell: (u) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t('companyUsers.actionsFor', { name: displayName(u) })}>
                <span aria-hidden="true">⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actionsFor(viewer, u, activeAdmins).map(({ action, blocked }) => (
                <Menu.Item
                  key={action}
                  disabled={!!blocked}
                  color={DANGER.includes(action) ? 'red.8' : undefined}
                  onClick={() => {
                    setError(null);
                    setPending({ user: u, action });
                  }}
                >
                  {t(`companyUsers.actions.${action}.label`)}
                  {blocked && (
                    <Text size="xs" c="dimmed">
                      {t(`companyUsers.blocked.${blocked}`)}
                    </Text>
                  )}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ],
    [t, lang, viewer, activeAdmins],
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
    </>
  );
}
