import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { InviteUserDialog } from '../users/InviteUserDialog';
import { UserTable } from '../users/UserTable';
import { useAdminCompanies, useAdminInvite, useAdminUsers, useStaffUserAction, type UserQuery } from './adminApi';
import { AdminFrame, Empty, LoadFailed, Loading, staffScreen } from '../../ui/AdminFrame';
import { fromAdminUser } from './fromAdminUser';

const PAGE = 100;

/** The users of every company: search, filter by company, state and role; change roles and state; invite. */
function UsersScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [active, setActive] = useState<UserQuery['active'] | null>(null);
  const [role, setRole] = useState<UserQuery['role'] | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState('');
  const companies = useAdminCompanies({ limit: 500, archived: 'all' });
  const users = useAdminUsers({ q, limit, ...(companyId ? { companyId: Number(companyId) } : {}), ...(active ? { active } : {}), ...(role ? { role } : {}) });
  const act = useStaffUserAction();
  const invite = useAdminInvite();
  const rows = (users.data?.items ?? []).map(fromAdminUser);
  const companyOptions = (companies.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const invitable = (companies.data?.items ?? []).filter((c) => !c.archived).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <AdminFrame
      screen="admin.users"
      intro={t('admin.users.intro')}
      actions={
        <Button onClick={() => setInviting(true)} data-testid="invite-user">
          {t('companyUsers.invite.button')}
        </Button>
      }
    >
      <Group align="flex-end" role="search" aria-label={t('admin.users.filters')}>
        <TextInput label={t('admin.users.search')} placeholder={t('admin.users.searchHint')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} />
        <Select label={t('admin.users.company')} placeholder={t('admin.users.allCompanies')} data={companyOptions} value={companyId} onChange={setCompanyId} searchable clearable w={240} nothingFoundMessage={t('admin.audit.noCompany')} />
        <Select
          label={t('admin.users.state')}
          placeholder={t('admin.users.anyState')}
          data={[
            { value: 'true', label: t('admin.users.activeOnly') },
            { value: 'false', label: t('admin.users.inactiveOnly') },
          ]}
          value={active}
          onChange={(v) => setActive(v as UserQuery['active'] | null)}
          clearable
          w={220}
        />
        <Select
          label={t('admin.users.role')}
          placeholder={t('admin.users.anyRole')}
          data={[
            { value: 'staff', label: t('companyUsers.roles.staff') },
            { value: 'admin', label: t('companyUsers.roles.admin') },
            { value: 'user', label: t('companyUsers.roles.user') },
          ]}
          value={role}
          onChange={(v) => setRole(v as UserQuery['role'] | null)}
          clearable
          w={180}
        />
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="invite-status">
        {sent}
      </Text>
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <LoadFailed error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Empty>{t('admin.users.empty')}</Empty>
      ) : (
        <>
          <UserTable
            users={rows}
            viewer={{ id: session?.user.id ?? 0, isStaff: true }}
            showCompany
            caption={t('admin.users.caption')}
            onAction={act}
          />
          <Group>
            <Text size="sm" c="dimmed">
              {t('admin.users.shown', { shown: rows.length, total: users.data?.total ?? rows.length })}
            </Text>
            {rows.length < (users.data?.total ?? 0) && (
              <Button size="xs" variant="light" loading={users.isFetching} onClick={() => setLimit((l) => l + PAGE)}>
                {t('admin.users.more')}
              </Button>
            )}
          </Group>
        </>
      )}
      <InviteUserDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        companies={invitable}
        onInvite={async (f) => {
          await invite.mutateAsync({ companyId: Number(f.companyId), email: f.email, first_name: f.first_name, last_name: f.last_name, is_admin: f.is_admin, language: f.language });
          setSent(t('companyUsers.invite.sent', { email: f.email }));
        }}
      />
    </AdminFrame>
  );
}

export default staffScreen('admin.users', UsersScreen);
