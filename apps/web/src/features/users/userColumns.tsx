import { ActionIcon, Anchor, Badge, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import type { MailBounce } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import type { DataColumn } from '../../ui/DataTable';
import { actionsFor, displayName, type Action, type ManagedUser, type Viewer } from './userActions';

/** The actions that take something away: red in the menu, a danger button in their dialog. */
export const DANGER: Action[] = ['deactivate', 'revokeAdmin', 'revokeStaff'];

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

/** A user's name (when it is more than the address) above the address. */
function NameCell({ user: u }: { user: ManagedUser }) {
  return (
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
  );
}

/** A user's roles as badges: staff, admin, else plain "user". */
function RolesCell({ user: u, t }: { user: ManagedUser; t: TFunction }) {
  return (
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
  );
}

/** A user's menu: the actions the viewer may take on them, a blocked one greyed out with the reason. */
function UserMenu({
  user: u,
  viewer,
  activeAdmins,
  onAsk,
}: {
  user: ManagedUser;
  viewer: Viewer;
  activeAdmins?: number;
  onAsk: (user: ManagedUser, action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('companyUsers.actionsFor', { name: displayName(u) })}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(viewer, u, activeAdmins).map(({ action, blocked }) => (
          <Menu.Item key={action} disabled={!!blocked} color={DANGER.includes(action) ? 'red.8' : undefined} onClick={() => onAsk(u, action)}>
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
  );
}

/** The user table's columns: name and address, company, roles, state, last sign-in and each user's menu. */
export function userColumns({
  t,
  lang,
  viewer,
  activeAdmins,
  onAsk,
}: {
  t: TFunction;
  lang: string;
  viewer: Viewer;
  activeAdmins?: number;
  onAsk: (user: ManagedUser, action: Action) => void;
}): DataColumn<ManagedUser>[] {
  return [
    { id: 'name', header: t('companyUsers.columns.name'), sortValue: (u) => displayName(u), cell: (u) => <NameCell user={u} /> },
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
      cell: (u) => <RolesCell user={u} t={t} />,
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
      cell: (u) => <UserMenu user={u} viewer={viewer} activeAdmins={activeAdmins} onAsk={onAsk} />,
    },
  ];
}
