import { ActionIcon, Anchor, Badge, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { refusalText } from './refusalText';
import { actionsFor, displayName, type Action, type ManagedUser, type Viewer } from './userActions';

const DANGER: Action[] = ['deactivate', 'revokeAdmin', 'revokeStaff'];

/** The state of a user as one word: deactivated, invitation pending, never signed in, or active. */
export function userStatus(u: ManagedUser): 'inactive' | 'invited' | 'neverSignedIn' | 'active' {
  if (!u.isActive) return 'inactive';
  if (u.hasPassword === false) return 'invited';
  if (u.lastLoginAt === null) return 'neverSignedIn';
  return 'active';
}

// shade 9 (7 for gray) on white keeps the outline badges above 4.5:1 (WCAG AA)
const STATUS_COLOR = { inactive: 'gray.7', invited: 'indigo.9', neverSignedIn: 'blue.9', active: 'teal.9' } as const;

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

  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="user-table">
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('companyUsers.columns.name')}</Table.Th>
              {showCompany && <Table.Th scope="col">{t('companyUsers.columns.company')}</Table.Th>}
              <Table.Th scope="col">{t('companyUsers.columns.roles')}</Table.Th>
              <Table.Th scope="col">{t('companyUsers.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('companyUsers.columns.lastLogin')}</Table.Th>
              {!readOnly && (
                <Table.Th scope="col">
                  <VisuallyHidden>{t('companyUsers.columns.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => {
              const status = userStatus(u);
              const offered = actionsFor(viewer, u, activeAdmins);
              return (
                <Table.Tr key={u.id} data-testid="user-row" data-email={u.email}>
                  <Table.Td>
                    {displayName(u) !== u.email && (
                      <Text size="sm" fw={500}>
                        {displayName(u)}
                      </Text>
                    )}
                    <Text size="sm" c={displayName(u) !== u.email ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
                      {u.email}
                    </Text>
                  </Table.Td>
                  {showCompany && (
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/customers/${u.companyId}`} size="sm">
                        {u.companyName}
                      </Anchor>
                    </Table.Td>
                  )}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
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
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATUS_COLOR[status]} variant="outline" miw="max-content" data-testid="user-status">
                      {t(`companyUsers.status.${status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{u.lastLoginAt ? formatDate(u.lastLoginAt, i18n.language) : t('companyUsers.never')}</Text>
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" size="lg" aria-label={t('companyUsers.actionsFor', { name: displayName(u) })}>
                            <span aria-hidden="true">⋯</span>
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {offered.map(({ action, blocked }) => (
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
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
